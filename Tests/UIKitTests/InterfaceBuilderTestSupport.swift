import Foundation
import Testing
import UIKit

/// Collects the loader's log lines while `body` runs.
@MainActor func capturingInterfaceBuilderLog<T>(_ body: () throws -> T) rethrows -> (T, [String]) {
    var lines: [String] = []
    UINib.logObserver = { lines.append($0) }
    defer { UINib.logObserver = nil }
    let result = try body()
    return (result, lines)
}

/// The File's Owner of ProfileCard.xib.
@MainActor final class ProfileCardOwner: UIResponder {
    var card: ProfileCardView!
    var nameLabel: UILabel!
    var detailLabel: UILabel?
    var followButton: UIButton!
    weak var stackTopConstraint: NSLayoutConstraint?
    var follows: [String] = []

    @IBAction func follow(_ sender: UIButton) { follows.append(sender.title(for: .normal) ?? "") }

    override class var interfaceBuilderKeys: [String: IBKey] {
        ["card": .outlet(\ProfileCardOwner.card),
         "nameLabel": .outlet(\ProfileCardOwner.nameLabel),
         "detailLabel": .outlet(\ProfileCardOwner.detailLabel),
         "followButton": .outlet(\ProfileCardOwner.followButton),
         "stackTopConstraint": .outlet(\ProfileCardOwner.stackTopConstraint),
         "follow:": .action(ProfileCardOwner.follow)]
    }
}

/// The card view of ProfileCard.xib: records what `init(coder:)` saw.
@MainActor final class ProfileCardView: UIView {
    var frameInInit: CGRect = .null
    var awoke = 0
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        frameInInit = frame
    }
    override func awakeFromNib() {
        super.awakeFromNib()
        awoke += 1
    }
}

/// Records the order of `awakeFromNib` calls by tag.
@MainActor var awakeOrder: [Int] = []

@MainActor class AwakeRecorderView: UIView {
    override func awakeFromNib() {
        super.awakeFromNib()
        awakeOrder.append(tag)
    }
}

/// The root of InspectableBadge.xib: every inspectable type and an outlet collection.
@MainActor final class InspectableBadge: AwakeRecorderView {
    @IBInspectable var cornerRadius: CGFloat = 0
    @IBInspectable var maximumCount: Int = 0
    @IBInspectable var isPulsing = false
    @IBInspectable var caption: String?
    @IBInspectable var anchor: CGPoint = .zero
    @IBInspectable var padding: CGSize = .zero
    @IBInspectable var hotArea: CGRect = .zero
    @IBInspectable var highlightRange = NSRange(location: 0, length: 0)
    @IBInspectable var ringColor: UIColor?
    @IBInspectable var icon: UIImage? = UIImage()
    var buttons: [UIButton] = []
    var outer: AwakeRecorderView!
    var buttonsAtAwake: Int = -1

    override func awakeFromNib() {
        super.awakeFromNib()
        buttonsAtAwake = buttons.count
    }

    override class var interfaceBuilderKeys: [String: IBKey] {
        ["cornerRadius": .inspectable(\InspectableBadge.cornerRadius),
         "maximumCount": .inspectable(\InspectableBadge.maximumCount),
         "isPulsing": .inspectable(\InspectableBadge.isPulsing),
         "caption": .inspectable(\InspectableBadge.caption),
         "anchor": .inspectable(\InspectableBadge.anchor),
         "padding": .inspectable(\InspectableBadge.padding),
         "hotArea": .inspectable(\InspectableBadge.hotArea),
         "highlightRange": .inspectable(\InspectableBadge.highlightRange),
         "ringColor": .inspectable(\InspectableBadge.ringColor),
         "icon": .inspectable(\InspectableBadge.icon),
         "buttons": .outletCollection(\InspectableBadge.buttons),
         "outer": .outlet(\InspectableBadge.outer)]
    }
}

/// The cell of ItemCell.xib.
@MainActor final class ItemCell: UITableViewCell {
    var thumbnail: UIView!
    var titleLabel: UILabel!
    var outletsAtAwake = false
    override func awakeFromNib() {
        super.awakeFromNib()
        outletsAtAwake = thumbnail != nil && titleLabel != nil
    }
    override class var interfaceBuilderKeys: [String: IBKey] {
        ["thumbnail": .outlet(\ItemCell.thumbnail), "titleLabel": .outlet(\ItemCell.titleLabel)]
    }
}

/// The scenes of Flow.storyboard.
@MainActor final class ListViewController: UIViewController {
    var headerLabel: UILabel!
    var openButton: UIButton!
    var events: [String] = []
    var prepared: [(identifier: String?, destination: UIViewController)] = []
    var unwoundFrom: [String] = []
    var allowShowDetail = true
    let note: String

    required init?(coder: NSCoder) {
        note = "made by init(coder:)"
        super.init(coder: coder)
    }
    init?(coder: NSCoder, note: String) {
        self.note = note
        super.init(coder: coder)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        events.append("awakeFromNib(view loaded: \(isViewLoaded))")
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad(header: \(headerLabel?.text ?? "nil"), children: \(children.count))")
    }
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        events.append("should(\(identifier))")
        return allowShowDetail
    }
    var onPrepare: ((UIStoryboardSegue) -> Void)?
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        onPrepare?(segue)
        prepared.append((segue.identifier, segue.destination))
        (segue.destination as? DetailViewController)?.name = "Ada"
    }
    func unwindToList(_ segue: UIStoryboardSegue) { unwoundFrom.append(segue.identifier ?? "") }

    override class var interfaceBuilderKeys: [String: IBKey] {
        ["headerLabel": .outlet(\ListViewController.headerLabel),
         "openButton": .outlet(\ListViewController.openButton),
         "unwindToList:": .action(ListViewController.unwindToList)]
    }
}

@MainActor final class DetailViewController: UIViewController {
    var nameLabel: UILabel!
    var name: String?
    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = name
    }
    override class var interfaceBuilderKeys: [String: IBKey] { ["nameLabel": .outlet(\DetailViewController.nameLabel)] }
}

@MainActor final class ChildViewController: UIViewController {
    var backButton: UIButton!
    override class var interfaceBuilderKeys: [String: IBKey] { ["backButton": .outlet(\ChildViewController.backButton)] }
}

/// The File's Owner of GreetingView.xib (found by UIKit's default nib name lookup).
@MainActor final class GreetingViewController: UIViewController {
    var greetingLabel: UILabel!
    var nameField: UITextField!
    var outletsInViewDidLoad = false
    var finished = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        outletsInViewDidLoad = greetingLabel != nil && nameField != nil
        // An action without an IBKey entry: declared the responder way.
        declareAction(Selector("nameChanged:"), GreetingViewController.nameChanged)
    }
    func nameChanged(_ sender: Any?) { greetingLabel.text = "Hello, \(nameField.text ?? "")" }
    @IBAction func finish(_ sender: UITextField) { finished += 1 }

    override class var interfaceBuilderKeys: [String: IBKey] {
        ["greetingLabel": .outlet(\GreetingViewController.greetingLabel),
         "nameField": .outlet(\GreetingViewController.nameField),
         "finish:": .action(GreetingViewController.finish)]
    }
}

/// A table scene of Flow.storyboard whose rows come from a prototype cell.
@MainActor final class FruitsViewController: UITableViewController {
    let fruits = ["Apple", "Fig"]
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "FruitCell", for: indexPath)
        (cell.viewWithTag(100) as? UILabel)?.text = fruits[indexPath.row]
        return cell
    }
}

/// A xib document around `objects`.
func xib(_ objects: String) -> Data {
    Data("""
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <objects>
    \(objects)
        </objects>
    </document>
    """.utf8)
}
