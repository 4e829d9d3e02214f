import Foundation
import Testing
import UIKit
import UIKitTesting

/// A delegate whose configuration has a preview provider making a controller titled
/// "Photo" (with a button inside), recording the interaction's calls.
@MainActor
final class PreviewingContextMenuDelegate: UIContextMenuInteractionDelegate {
    var log: [String] = []
    var previewSize = CGSize(width: 160, height: 80)
    var previewsMade = 0
    var previewButtonTapped = false

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: "photo" as NSString, previewProvider: {
            self.previewsMade += 1
            let controller = UIViewController()
            controller.title = "Photo"
            controller.preferredContentSize = self.previewSize
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
            button.addAction(UIAction { _ in self.previewButtonTapped = true }, for: .touchUpInside)
            controller.view.addSubview(button)
            return controller
        }, actionProvider: { _ in
            UIMenu(children: [UIAction(title: "Open") { _ in self.log.append("open") }])
        })
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        log.append("willDisplay preview=\(animator?.previewViewController?.title ?? "none")")
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionCommitAnimating) {
        log.append("willPerformPreviewAction \(configuration.identifier) preview=\(animator.previewViewController?.title ?? "none")")
        animator.preferredCommitStyle = .pop
        animator.addCompletion { self.log.append("committed") }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        log.append("willEnd preview=\(animator?.previewViewController?.title ?? "none")")
    }
}

/// Context menu previews: a long press shows the configuration's preview controller
/// beside the menu (iOS's rich presentation), a tap on it commits it through
/// `willPerformPreviewActionForMenuWith`; a right click shows the menu alone.
@MainActor @Suite(.serialized) struct ContextMenuPreviewTests {
    func makePreviewTarget() -> (UIWindow, UIView, UIContextMenuInteraction, PreviewingContextMenuDelegate) {
        let (window, _) = makeMenuScene()
        let delegate = PreviewingContextMenuDelegate()
        let target = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 120))
        window.addSubview(target)
        let interaction = UIContextMenuInteraction(delegate: delegate)
        target.addInteraction(interaction)
        UIApplication.shared.runUntilIdle()
        return (window, target, interaction, delegate)
    }

    func longPress(_ window: UIWindow, at point: CGPoint) {
        let finger = window.touchDown(at: point)
        UIApplication.shared.advanceTime(by: 0.6)  // UILongPressGestureRecognizer's 0.5 s
        finger.up()
        UIApplication.shared.runUntilIdle()
    }

    @Test func aLongPressShowsThePreviewAboveTheMenuAndATapOnItCommitsIt() throws {
        let (window, _, interaction, delegate) = makePreviewTarget()
        defer { MenuSession.active?.dismiss(); window.isHidden = true }
        longPress(window, at: CGPoint(x: 150, y: 200))
        #expect(interaction.menuAppearance == .rich && delegate.previewsMade == 1)
        #expect(delegate.log == ["willDisplay preview=Photo"])
        let preview = try #require(interaction.previewView)
        // The menu (one 24-point row, 5 points of padding above and below) opens at the
        // press, y 200; the 160 x 80 preview (its preferredContentSize) sits 8 points
        // above it, centred on the press: x 150 - 80.
        #expect(openPanels.count == 1 && openPanels[0].frame.minY == 200)
        #expect(preview.convert(preview.bounds, to: nil) == CGRect(x: 70, y: 112, width: 160, height: 80))
        let content = preview.controller.view!
        #expect(content.superview === preview && content.frame == preview.bounds && content.window === window)

        window.tap(at: CGPoint(x: 150, y: 150))
        #expect(!delegate.previewButtonTapped, "the preview's content takes no touches")
        #expect(delegate.log == ["willDisplay preview=Photo", "willPerformPreviewAction photo preview=Photo",
                                 "willEnd preview=Photo", "committed"],
                "the commit is announced, the menu ends, then the commit animator's completions run")
        #expect(openPanels.isEmpty && interaction.menuAppearance == .unknown && content.superview == nil)
    }

    @Test func aRightClickShowsTheMenuWithoutAPreview() {
        let (window, _, interaction, delegate) = makePreviewTarget()
        defer { MenuSession.active?.dismiss(); window.isHidden = true }
        window.secondaryClick(at: CGPoint(x: 150, y: 200))
        #expect(openPanels.count == 1 && interaction.menuAppearance == .compact)
        #expect(interaction.previewView == nil && delegate.previewsMade == 0, "the preview provider is not asked")
        #expect(delegate.log == ["willDisplay preview=none"])
        window.tap(at: rowCenter("Open"))
        #expect(delegate.log == ["willDisplay preview=none", "willEnd preview=none", "open"])
    }

    @Test func withoutRoomAboveThePreviewGoesBelowTheMenuAndChoosingARowDoesNotCommit() throws {
        let (window, _, interaction, delegate) = makePreviewTarget()
        defer { MenuSession.active?.dismiss(); window.isHidden = true }
        longPress(window, at: CGPoint(x: 150, y: 102))
        let preview = try #require(interaction.previewView)
        // Above would start at 102 - 8 - 80 = 14, inside the 16-point margin; below the
        // 34-point menu: 102 + 34 + 8.
        #expect(preview.convert(preview.bounds, to: nil) == CGRect(x: 70, y: 144, width: 160, height: 80))
        window.tap(at: rowCenter("Open"))
        #expect(delegate.log == ["willDisplay preview=Photo", "willEnd preview=Photo", "open"])
        #expect(interaction.previewView == nil)
    }

    @Test func aPreviewLargerThanTheWindowIsKeptInsideItsMargins() throws {
        let (window, _, interaction, delegate) = makePreviewTarget()
        defer { MenuSession.active?.dismiss(); window.isHidden = true }
        delegate.previewSize = CGSize(width: 900, height: 900)
        longPress(window, at: CGPoint(x: 150, y: 150))
        let preview = try #require(interaction.previewView)
        let frame = preview.convert(preview.bounds, to: nil)
        #expect(frame.size == CGSize(width: 368, height: 268) && frame.minX == 16 && frame.minY == 16)
        #expect(openPanels.count == 1)
        window.press(UIKeyCommand.inputEscape)
        UIApplication.shared.runUntilIdle()
        #expect(openPanels.isEmpty && delegate.log.last == "willEnd preview=Photo")
    }
}
