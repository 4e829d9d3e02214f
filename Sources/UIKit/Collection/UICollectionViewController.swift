import Foundation

/// A view controller whose view is a collection view and which is its data source and
/// delegate: override the data source and delegate methods (all are declared here so
/// subclasses can override them). Clears the selection when it reappears.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private var layout: UICollectionViewLayout
    var collectionViewStorage: UICollectionView?

    /// Creates a controller whose collection view uses `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a flow layout.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        layout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Decodes a controller with a flow layout.
    public required init?(coder: NSCoder) {
        layout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view (the controller's view). A new one whose data source or delegate
    /// is not set gets this controller for it.
    open var collectionView: UICollectionView! {
        get {
            if collectionViewStorage == nil { loadViewIfNeeded() }
            return collectionViewStorage
        }
        set {
            if let old = collectionViewStorage, let gesture = standardMovementGesture { old.removeGestureRecognizer(gesture) }
            standardMovementGesture = nil
            collectionViewStorage = newValue
            view = newValue
            if newValue?.dataSource == nil { newValue?.dataSource = self }
            if newValue?.delegate == nil { newValue?.delegate = self }
            updateStandardMovementGesture()
        }
    }

    /// The layout of the collection view.
    open var collectionViewLayout: UICollectionViewLayout { collectionViewStorage?.collectionViewLayout ?? layout }
    /// Whether the selection is cleared when the view appears (default true).
    open var clearsSelectionOnViewWillAppear = true
    /// Whether the controller installs a long-press gesture on the collection view that
    /// moves items interactively (press, drag, lift; default true).
    open var installsStandardGestureForInteractiveMovement = true { didSet { updateStandardMovementGesture() } }
    var standardMovementGesture: UILongPressGestureRecognizer?
    /// Whether the collection view's layout follows the navigation controller's (stored).
    open var useLayoutToLayoutNavigationTransitions = false

    /// Makes the collection view the view: the storyboard scene's or nib's collection view
    /// when there is one (its data source and delegate as the document connects them, this
    /// controller for a role the document leaves unset), else
    /// a new one with this controller as data source and delegate.
    open override func loadView() {
        if storyboardViewLoader != nil || nibName != nil {
            super.loadView()
            if let loaded = viewStorage as? UICollectionView {
                collectionViewStorage = loaded
                if loaded.dataSource == nil { loaded.dataSource = self }
                if loaded.delegate == nil { loaded.delegate = self }
                updateStandardMovementGesture()
                return
            }
            UIView.log("-[\(type(of: self)) loadView] loaded the \"\(nibName ?? "storyboard")\" nib but didn't get a UICollectionView; using a new collection view")
        }
        let cv = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layout)
        collectionViewStorage = cv
        view = cv
        cv.dataSource = self
        cv.delegate = self
        updateStandardMovementGesture()
    }

    /// Clears the selection when asked.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let cv = collectionViewStorage else { return }
        for ip in cv.indexPathsForSelectedItems ?? [] { cv.deselectItem(at: ip, animated: animated) }
    }

    /// Puts the collection view in or out of editing mode with the controller.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        collectionView.isEditing = editing
    }

    // MARK: UICollectionViewDataSource

    /// No items (override).
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// A blank cell (override to supply yours).
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.missingSupplementaryView(kind, indexPath)
    }
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        CollectionDataSourceDefaults.answeredCanMove = true
        return false
    }
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        CollectionDataSourceDefaults.answeredMove = true
    }
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }

    // MARK: UICollectionViewDelegate (UIKit's defaults)

    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView, forElementKind elementKind: String, at indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView, forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }
    open func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
                             toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { proposedIndexPath }
    open func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                             atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        self.collectionView(collectionView, targetIndexPathForMoveFromItemAt: currentIndexPath, toProposedIndexPath: proposedIndexPath)
    }
}
