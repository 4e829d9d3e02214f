import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The haptic feedback generators: what an app asks for is recorded in order (there is no
/// engine to play it), with UIKit's defaults and clamping, and a generator made with a
/// view is attached to it as an interaction.
@MainActor @Suite(.serialized) struct FeedbackGeneratorTests {
    @Test func eachGeneratorRecordsWhatWasAskedFor() {
        UIApplication.shared.removeAllPerformedFeedback()
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        #expect(impact.isPrepared)
        impact.impactOccurred()
        #expect(!impact.isPrepared)   // playing uses up the preparation, as in UIKit
        UIImpactFeedbackGenerator().impactOccurred(intensity: 0.4)   // the default style is medium
        UINotificationFeedbackGenerator().notificationOccurred(.error)
        UISelectionFeedbackGenerator().selectionChanged()
        #expect(UIApplication.shared.performedFeedback == [
            .impact(.heavy, intensity: 1, location: nil),
            .impact(.medium, intensity: 0.4, location: nil),
            .notification(.error, location: nil),
            .selection(location: nil),
        ])
    }

    @Test func intensityIsClampedAndNaNRefused() {
        UIApplication.shared.removeAllPerformedFeedback()
        let impact = UIImpactFeedbackGenerator(style: .rigid)
        impact.impactOccurred(intensity: 3)
        impact.impactOccurred(intensity: -1)
        impact.impactOccurred(intensity: .nan)
        #expect(UIApplication.shared.performedFeedback == [
            .impact(.rigid, intensity: 1, location: nil),
            .impact(.rigid, intensity: 0, location: nil),
        ])
    }

    @Test func aGeneratorMadeWithAViewIsItsInteraction() {
        UIApplication.shared.removeAllPerformedFeedback()
        let slider = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let generator = UISelectionFeedbackGenerator(view: slider)
        #expect(generator.view === slider)
        #expect(slider.interactions.contains { $0 === generator })
        generator.selectionChanged(at: CGPoint(x: 120, y: 20))
        let styled = UIImpactFeedbackGenerator(style: .soft, view: slider)
        styled.impactOccurred(intensity: 0.5, at: CGPoint(x: 10, y: 5))
        #expect(UIApplication.shared.performedFeedback == [
            .selection(location: CGPoint(x: 120, y: 20)),
            .impact(.soft, intensity: 0.5, location: CGPoint(x: 10, y: 5)),
        ])
        slider.removeInteraction(generator)
        #expect(generator.view == nil)
    }

    @Test func onlyTheLatestRequestsAreKept() {
        UIApplication.shared.removeAllPerformedFeedback()
        let generator = UISelectionFeedbackGenerator()
        for _ in 0..<300 { generator.selectionChanged() }
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        #expect(UIApplication.shared.performedFeedback.count == 256)
        #expect(UIApplication.shared.performedFeedback.last == .notification(.success, location: nil))
    }
}
