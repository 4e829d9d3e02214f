import Foundation
import Testing
import UIKit
import UIKitTesting

/// Drop routing (a window backend's drop session, driven here as the SDL backend drives
/// it): the deepest interaction that handles the session is the target, delegates hear
/// enter, update and exit as the pointer moves, and loading the items ends on the main queue.
@MainActor @Suite(.serialized) struct UIDropInteractionTests {
    final class Recorder: NSObject, UIDropInteractionDelegate {
        let name: String
        var log: [String]
        var handles = true
        var operation: UIDropOperation = .copy
        var loaded: [String]?
        var images: [UIImage]?
        var loadedOnMainQueue = false
        init(_ name: String, log: [String] = []) { self.name = name; self.log = log }
        func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
            log.append("\(name) canHandle"); return handles && session.hasItemsConforming(toTypeIdentifiers: ["public.text", "public.image"])
        }
        func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) { log.append("\(name) enter") }
        func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
            let p = session.location(in: interaction.view!)
            log.append("\(name) update \(Int(p.x)),\(Int(p.y))")
            return UIDropProposal(operation: operation)
        }
        func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) { log.append("\(name) exit") }
        func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
            log.append("\(name) perform")
            session.loadObjects(ofClass: String.self) { strings in
                self.loadedOnMainQueue = DispatchQueue.getSpecific(key: mainKey) == 1
                self.loaded = strings
            }
            if session.canLoadObjects(ofClass: UIImage.self) {
                session.loadObjects(ofClass: UIImage.self) { self.images = $0 }
            }
        }
        func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession) { log.append("\(name) conclude") }
        func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) { log.append("\(name) end") }
    }

    /// A delegate implementing nothing but `canHandle`: UIKit's defaults refuse the drop.
    final class Silent: NSObject, UIDropInteractionDelegate {}

    func makeWindow() -> (UIWindow, outer: UIView, inner: UIView) {
        let window = makeEventWindow(CGSize(width: 300, height: 300))
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let inner = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        outer.addSubview(inner)
        window.addSubview(outer)
        UIApplication.shared.runUntilIdle()
        return (window, outer, inner)
    }

    @Test func theDeepestHandlingInteractionIsTheTargetAsThePointerMoves() async {
        DispatchQueue.main.setSpecific(key: mainKey, value: 1)
        let (window, outer, inner) = makeWindow()
        let outerDelegate = Recorder("outer"), innerDelegate = Recorder("inner")
        outer.addInteraction(UIDropInteraction(delegate: outerDelegate))
        inner.addInteraction(UIDropInteraction(delegate: innerDelegate))
        #expect(inner.interactions.count == 1 && (inner.interactions.first as? UIDropInteraction)?.view === inner)
        let session = DesktopDropSession(window: window, items: [UIDragItem(itemProvider: NSItemProvider(object: "one")),
                                                                 UIDragItem(itemProvider: NSItemProvider(object: "two"))])
        session.move(to: CGPoint(x: 10, y: 10))
        session.move(to: CGPoint(x: 60, y: 70))
        session.move(to: CGPoint(x: 70, y: 70))
        session.move(to: CGPoint(x: 10, y: 250))   // over the window only: no target
        session.move(to: CGPoint(x: 80, y: 90))
        #expect(session.drop())
        // Hidden before awaiting: a shown window would be another test's too while this one is suspended.
        window.isHidden = true
        #expect(outerDelegate.log == ["outer canHandle", "outer enter", "outer update 10,10", "outer exit", "outer end"],
                "sessionDidEnd reaches every interaction that received sessionDidEnter (UIDropInteraction.h)")
        #expect(innerDelegate.log == ["inner canHandle", "inner enter", "inner update 10,20", "inner update 20,20", "inner exit",
                                      "inner enter", "inner update 30,40", "inner perform", "inner conclude", "inner end"],
                "canHandle is asked once per session; the exit and re-entry are reported")
        #expect(await UIApplication.shared.runUntil(timeout: 60) { innerDelegate.loaded != nil })
        #expect(innerDelegate.loaded == ["one", "two"])
        #expect(innerDelegate.loadedOnMainQueue, "loadObjects completes on the main queue")
        #expect(innerDelegate.images == nil, "text items hold no image")
        #expect(session.progress.completedUnitCount == 2)
        #expect(!session.drop(), "a session drops once")
    }

    @Test func anInteractionThatCannotHandleLetsAnAncestorTakeTheDrop() async throws {
        let (window, outer, inner) = makeWindow()
        let outerDelegate = Recorder("outer"), innerDelegate = Recorder("inner")
        innerDelegate.handles = false
        outer.addInteraction(UIDropInteraction(delegate: outerDelegate))
        inner.addInteraction(UIDropInteraction(delegate: innerDelegate))
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 3)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 3))
        }
        let session = DesktopDropSession(window: window, items: [UIDragItem(itemProvider: NSItemProvider(object: image))])
        session.move(to: CGPoint(x: 100, y: 100))
        #expect(session.drop())
        window.isHidden = true
        #expect(innerDelegate.log == ["inner canHandle"])
        #expect(outerDelegate.log == ["outer canHandle", "outer enter", "outer update 100,100", "outer perform", "outer conclude", "outer end"])
        #expect(await UIApplication.shared.runUntil(timeout: 60) { outerDelegate.images != nil && outerDelegate.loaded != nil })
        let loaded = try #require(outerDelegate.images?.first)
        #expect(loaded.size == CGSize(width: 4, height: 3))
        #expect(outerDelegate.loaded == [], "an image item is not text")
    }

    @Test func refusingProposalsAndSilentDelegatesDoNotPerform() {
        let (window, outer, inner) = makeWindow()
        let refusing = Recorder("outer")
        refusing.operation = .forbidden
        outer.addInteraction(UIDropInteraction(delegate: refusing))
        let silent = Silent()
        inner.addInteraction(UIDropInteraction(delegate: silent))
        let text = [UIDragItem(itemProvider: NSItemProvider(object: "x"))]
        let first = DesktopDropSession(window: window, items: text)
        first.move(to: CGPoint(x: 10, y: 10))
        #expect(!first.drop())
        #expect(refusing.log == ["outer canHandle", "outer enter", "outer update 10,10", "outer exit", "outer end"])
        // The silent delegate handles every session (UIKit's default) but proposes .cancel.
        let second = DesktopDropSession(window: window, items: text)
        second.move(to: CGPoint(x: 60, y: 60))
        #expect(second.target?.view === inner && second.proposal?.operation == .cancel)
        #expect(!second.drop())
        // A session cancelled before the drop exits and ends.
        refusing.log = []
        let third = DesktopDropSession(window: window, items: text)
        third.move(to: CGPoint(x: 10, y: 10))
        third.cancel()
        #expect(refusing.log == ["outer canHandle", "outer enter", "outer update 10,10", "outer exit", "outer end"])
        window.isHidden = true
    }
}

private let mainKey = DispatchSpecificKey<Int>()
