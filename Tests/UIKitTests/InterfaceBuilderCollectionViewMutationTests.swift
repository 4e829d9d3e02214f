import Foundation
import OpenUIKitTool
import Testing
import UIKit
import UIKitTesting

/// Mutated collection view documents (Gallery.storyboard's three scenes, the TagCell and
/// SectionHeader nibs registered on a collection view): each either fails with an
/// `InterfaceBuilderError` or loads, lays out its prototypes and reusable views through the
/// run loop and takes a tap; none crashes or hangs. Uses the fuzzer's mutations
/// (`DocumentMutator`).
@MainActor @Suite(.serialized) struct InterfaceBuilderCollectionViewMutationTests {
    static let count = ProcessInfo.processInfo.environment["IB_MUTATIONS"].flatMap(Int.init) ?? 100

    func text(_ name: String, _ ext: String) throws -> String {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: ext, subdirectory: "InterfaceBuilderDocuments"))
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// `original` changed one to three times.
    func mutated(_ original: String, _ random: inout SeededRandom) -> String {
        DocumentMutator.mutate(original, using: &random)
    }

    @Test func mutatedStoryboardScenesLoadOrThrowButNeverCrash() throws {
        var random = SeededRandom(seed: 1616)
        let original = try text("Gallery", "storyboard")
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        var shown = 0, refused = 0
        for _ in 0..<Self.count {
            let data = Data(mutated(original, &random).utf8)
            _ = capturingInterfaceBuilderLog {
                guard let document = try? IBDocument(data: data, file: "Gallery.storyboard", bundle: .module) else {
                    refused += 1
                    return
                }
                let storyboard = UIStoryboard(document: document)
                for identifier in ["Gallery", "Chips", "Shelves"] {
                    guard let controller = try? storyboard.instantiateViewControllerOrThrow(identifier: identifier, creator: nil as ((NSCoder) -> UIViewController?)?) else {
                        refused += 1
                        continue
                    }
                    window.rootViewController = controller
                    UIApplication.shared.runUntilIdle()
                    let cell = (controller.view as? UICollectionView)?.visibleCells.first
                    if let cell { window.tap(at: cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: window)) }
                    UIApplication.shared.runUntilIdle()
                    controller.presentedViewController?.dismiss(animated: false)
                    UIApplication.shared.runUntilIdle()
                    window.rootViewController = nil
                    shown += 1
                }
            }
        }
        #expect(shown > 0 && refused > 0, "the mutations exercise both outcomes (\(shown) shown, \(refused) refused)")
    }

    @Test func mutatedCellAndHeaderNibsAreShownOrReportedButNeverCrash() throws {
        var random = SeededRandom(seed: 6161)
        let cell = try text("TagCell", "xib"), header = try text("SectionHeader", "xib")
        var made = 0
        for _ in 0..<Self.count {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 40)
            layout.headerReferenceSize = CGSize(width: 0, height: 30)
            let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
            collectionView.register(UINib(data: Data(mutated(cell, &random).utf8), bundle: .module), forCellWithReuseIdentifier: "TagCell")
            collectionView.register(UINib(data: Data(mutated(header, &random).utf8), bundle: .module),
                                    forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "SectionHeader")
            let source = MutationSource()
            collectionView.dataSource = source
            let window = UIWindow(frame: collectionView.frame)
            window.addSubview(collectionView)
            window.makeKeyAndVisible()
            _ = capturingInterfaceBuilderLog { UIApplication.shared.runUntilIdle() }
            made += collectionView.visibleCells.filter { $0 is TagCell }.count
            window.isHidden = true
        }
        #expect(made > 0, "some mutations still load the cell")
    }
}

/// Items and a header for the mutated nibs; tolerant of missing outlets.
@MainActor final class MutationSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "TagCell", for: indexPath)
        (cell as? TagCell)?.tagLabel?.text = "tag \(indexPath.item)"
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "SectionHeader", for: indexPath)
        (view as? GalleryHeader)?.titleLabel?.text = "Header"
        return view
    }
}
