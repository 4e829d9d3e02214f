import Foundation
import Testing
import UIKit
import UIKitTesting

/// A picker's data source and delegate with `counts[c]` rows titled "R<row>" per
/// component, recording every `didSelectRow`.
@MainActor
final class PickerModel: UIPickerViewDataSource, UIPickerViewDelegate {
    var counts: [Int]
    var selections: [String] = []
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfComponents(in pickerView: UIPickerView) -> Int { counts.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { counts[component] }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "R\(row)" }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append("\(row)/\(component)")
    }
}

/// UIPickerView through the window's real touch path and the virtual clock.
@MainActor @Suite(.serialized) struct UIPickerViewTests {
    /// A 320x216 picker at y 40 in a white 320x300 window (its band is centred at y 148).
    func makePicker(_ model: PickerModel) -> (UIWindow, UIPickerView) {
        let window = makeEventWindow(CGSize(width: 320, height: 300))
        window.backgroundColor = .white
        let picker = UIPickerView(frame: CGRect(x: 0, y: 40, width: 320, height: 0))
        picker.dataSource = model
        picker.delegate = model
        window.addSubview(picker)
        UIApplication.shared.runUntilIdle()
        return (window, picker)
    }

    func close(_ window: UIWindow) {
        window.isHidden = true
        UIApplication.shared.advanceTime(by: 1)
    }

    /// The centre of a row's view in window coordinates.
    func center(_ picker: UIPickerView, _ row: Int, _ component: Int = 0) -> CGPoint? {
        guard let view = picker.view(forRow: row, forComponent: component) else { return nil }
        return view.superview!.convert(view.center, to: nil)
    }

    @Test func sizesAreUIKitsAndRowsAreLaidOutFromTheDataSource() throws {
        let model = PickerModel([20])
        let (window, picker) = makePicker(model)
        defer { close(window) }
        // 216 points high: UIKit pins a picker's height to 216 (frame 320x216 logged by
        // initWithFrame, "invalid height value 0.0 pinned to 216.0"; Programming iOS and the
        // UIPickerView header notes). Rows are 32 points: what rowSize(forComponent:)
        // reports on iOS 14 and later when the delegate gives no height (the figure this
        // project's issue states; Apple's pages do not give it).
        #expect(picker.frame.height == 216)
        #expect(picker.intrinsicContentSize.height == 216)
        #expect(picker.numberOfComponents == 1)
        #expect(picker.numberOfRows(inComponent: 0) == 20)
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 304, height: 32))
        #expect(picker.rowSize(forComponent: 3) == .zero)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        let row0 = try #require(picker.view(forRow: 0, forComponent: 0) as? UILabel)
        #expect(row0.text == "R0")
        #expect(center(picker, 0) == CGPoint(x: 160, y: 148))
        // The next rows lie on the drum: 108 * sin(32 / 108) and 108 * sin(64 / 108) below,
        // squashed and faded.
        let c1 = try #require(center(picker, 1)), c2 = try #require(center(picker, 2))
        #expect(abs(c1.y - (148 + 108 * sin(32.0 / 108))) < 0.01)
        #expect(abs(c2.y - (148 + 108 * sin(64.0 / 108))) < 0.01)
        let v1 = try #require(picker.view(forRow: 1, forComponent: 0)), v2 = try #require(picker.view(forRow: 2, forComponent: 0))
        #expect(row0.alpha == 1 && v1.alpha < 1 && v2.alpha < v1.alpha)
        #expect(v2.transform.d < v1.transform.d && v1.transform.d < 1)
        // Rows beyond a quarter turn have no view.
        #expect(picker.view(forRow: 8, forComponent: 0) == nil)
    }

    @Test func aFlingDeceleratesSnapsToARowAndReportsItOnce() {
        let model = PickerModel([50])
        let (window, picker) = makePicker(model)
        defer { close(window) }
        window.drag(from: CGPoint(x: 160, y: 230), to: CGPoint(x: 160, y: 130), steps: 10)
        #expect(model.selections.isEmpty, "nothing is reported while the wheel turns")
        #expect(picker.selectedRow(inComponent: 0) == 0)
        UIApplication.shared.advanceTime(by: 5)
        let row = picker.selectedRow(inComponent: 0)
        #expect(row > 4, "the fling carried the wheel beyond the 100 points dragged")
        #expect(model.selections == ["\(row)/0"])
        #expect(center(picker, row) == CGPoint(x: 160, y: 148), "the row rests exactly in the band")
    }

    @Test func theFlingItselfEndsOnARowWithoutAJump() throws {
        let model = PickerModel([50])
        let (window, picker) = makePicker(model)
        defer { close(window) }
        let wheel = try #require(picker.columns.first)
        window.drag(from: CGPoint(x: 160, y: 230), to: CGPoint(x: 160, y: 130), steps: 10)
        var offsets = [wheel.contentOffset.y]
        for _ in 0..<300 where wheel.isDecelerating {
            UIApplication.shared.advanceTime(by: 1.0 / 60)
            offsets.append(wheel.contentOffset.y)
        }
        #expect(!wheel.isDecelerating)
        let steps = zip(offsets.dropFirst(), offsets).map { abs($0 - $1) }
        // The deceleration's target was moved to a row: the last frames creep into place.
        #expect((steps.last(where: { $0 > 0 }) ?? 0) < 1)
        #expect(model.selections.count == 1)
    }

    @Test func aStillReleaseSnapsToTheNearestRow() {
        let model = PickerModel([50])
        let (window, picker) = makePicker(model)
        defer { close(window) }
        let finger = window.touchDown(at: CGPoint(x: 160, y: 200))
        finger.move(to: CGPoint(x: 160, y: 170))
        for _ in 0..<8 { finger.move(to: CGPoint(x: 160, y: 130)) }
        finger.up()
        UIApplication.shared.advanceTime(by: 2)
        // 70 points up is 2.19 rows: the wheel settles on row 2.
        #expect(picker.selectedRow(inComponent: 0) == 2)
        #expect(model.selections == ["2/0"])
        // A drag that comes back to the same row reports nothing.
        let again = window.touchDown(at: CGPoint(x: 160, y: 150))
        again.move(to: CGPoint(x: 160, y: 160))
        for _ in 0..<8 { again.move(to: CGPoint(x: 160, y: 155)) }
        again.up()
        UIApplication.shared.advanceTime(by: 2)
        #expect(picker.selectedRow(inComponent: 0) == 2)
        #expect(model.selections == ["2/0"])
    }

    @Test func tappingARowAboveOrBelowTheBandSelectsItAnimated() {
        let model = PickerModel([10])
        let (window, picker) = makePicker(model)
        defer { close(window) }
        window.tap(at: CGPoint(x: 160, y: 148 + 62))
        UIApplication.shared.advanceTime(by: 0.05)
        #expect(model.selections.isEmpty, "the wheel is still turning")
        UIApplication.shared.advanceTime(by: 1)
        #expect(picker.selectedRow(inComponent: 0) == 2)
        #expect(model.selections == ["2/0"])
        window.tap(at: CGPoint(x: 160, y: 148 - 31))
        UIApplication.shared.advanceTime(by: 1)
        #expect(picker.selectedRow(inComponent: 0) == 1)
        // Tapping the selected row changes nothing.
        window.tap(at: CGPoint(x: 160, y: 148))
        UIApplication.shared.advanceTime(by: 1)
        #expect(model.selections == ["2/0", "1/0"])
    }

    @Test func selectingInCodeMovesTheWheelWithoutTellingTheDelegate() {
        let model = PickerModel([10, 5])
        let (window, picker) = makePicker(model)
        defer { close(window) }
        picker.selectRow(7, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 7)
        UIApplication.shared.runUntilIdle()
        #expect(center(picker, 7)?.y == 148)
        picker.selectRow(99, inComponent: 1, animated: true)
        #expect(picker.selectedRow(inComponent: 1) == 4, "clamped to the last row")
        UIApplication.shared.advanceTime(by: 1)
        #expect(center(picker, 4, 1)?.y == 148)
        #expect(model.selections.isEmpty)
        #expect(picker.selectedRow(inComponent: 2) == -1)
    }

    @Test func reloadingAsksAgainAndKeepsTheSelectionInRange() {
        let model = PickerModel([10, 10])
        let (window, picker) = makePicker(model)
        defer { close(window) }
        picker.selectRow(8, inComponent: 0, animated: false)
        picker.selectRow(6, inComponent: 1, animated: false)
        model.counts = [3, 4]
        #expect(picker.numberOfRows(inComponent: 0) == 10, "the counts are cached until a reload")
        picker.reloadComponent(0)
        #expect(picker.numberOfRows(inComponent: 0) == 3 && picker.numberOfRows(inComponent: 1) == 10)
        #expect(picker.selectedRow(inComponent: 0) == 2)
        model.counts = [3, 4, 2]
        picker.reloadAllComponents()
        #expect(picker.numberOfComponents == 3)
        #expect(picker.selectedRow(inComponent: 1) == 3 && picker.selectedRow(inComponent: 2) == 0)
        UIApplication.shared.runUntilIdle()
        #expect(center(picker, 3, 1)?.y == 148)
        #expect(model.selections.isEmpty)
    }

    @Test func widthsHeightsTitlesAndViewsComeFromTheDelegate() throws {
        @MainActor final class Custom: UIPickerViewDataSource, UIPickerViewDelegate {
            var reused: [UIView?] = []
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 3 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 30 }
            func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { component == 0 ? 100 : 60 }
            func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { component == 2 ? 44 : 32 }
            func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "plain" }
            func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
                component == 1 ? NSAttributedString(string: "styled \(row)") : nil
            }
            func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
                guard component == 2 else { return pickerView.titleLabel(forRow: row, forComponent: component, reusing: view) }
                reused.append(view)
                let v = view ?? UIView()
                v.tag = row
                return v
            }
        }
        let model = Custom()
        let (window, picker) = makePicker(PickerModel([1]))
        defer { close(window) }
        picker.dataSource = model
        picker.delegate = model
        UIApplication.shared.runUntilIdle()
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 100, height: 32))
        #expect(picker.rowSize(forComponent: 2) == CGSize(width: 60, height: 44))
        #expect((picker.view(forRow: 0, forComponent: 0) as? UILabel)?.text == "plain")
        #expect((picker.view(forRow: 0, forComponent: 1) as? UILabel)?.attributedText?.string == "styled 0")
        #expect(picker.view(forRow: 1, forComponent: 2)?.tag == 1)
        // The three components (100 + 60 + 60 and two 5-point gaps) are centred.
        let first = try #require(picker.view(forRow: 0, forComponent: 0))
        #expect(abs(first.superview!.convert(first.superview!.bounds, to: nil).minX - 45) < 1e-6)
        // Rows scrolling out of sight hand their views back.
        #expect(model.reused.allSatisfy { $0 == nil })
        picker.selectRow(20, inComponent: 2, animated: false)
        UIApplication.shared.runUntilIdle()
        #expect(model.reused.contains { $0 != nil })
        #expect(picker.view(forRow: 20, forComponent: 2)?.tag == 20)
    }

    @Test func rowsWithoutTitlesShowAQuestionMark() {
        @MainActor final class CountsOnly: UIPickerViewDataSource {
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
        }
        let source = CountsOnly()
        let (window, picker) = makePicker(PickerModel([1]))
        defer { close(window) }
        picker.delegate = nil
        picker.dataSource = source
        UIApplication.shared.runUntilIdle()
        #expect((picker.view(forRow: 1, forComponent: 0) as? UILabel)?.text == "?")
    }

    @Test func eachComponentIsAnAdjustableAccessibilityElement() throws {
        let model = PickerModel([5, 5])
        let (window, picker) = makePicker(model)
        defer { close(window) }
        let wheels = picker.subviews.filter(\.isAccessibilityElement)
        #expect(wheels.count == 2)
        let wheel = try #require(wheels.first)
        #expect(wheel.accessibilityTraits.contains(.adjustable))
        #expect(wheel.accessibilityValue == "R0")
        wheel.accessibilityIncrement()
        #expect(picker.selectedRow(inComponent: 0) == 1 && wheel.accessibilityValue == "R1")
        wheel.accessibilityDecrement()
        wheel.accessibilityDecrement()
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(model.selections == ["1/0", "0/0"], "the first row cannot go lower: no report")
    }

    @Test func anArchiveKeepsTheSettingsAndTheSelection() throws {
        let model = PickerModel([10, 10])
        let (window, picker) = makePicker(model)
        defer { close(window) }
        picker.showsSelectionIndicator = true
        picker.selectRow(4, inComponent: 0, animated: false)
        picker.selectRow(9, inComponent: 1, animated: false)
        let data = try NSKeyedArchiver.archivedData(withRootObject: picker, requiringSecureCoding: false)
        let coder = try NSKeyedUnarchiver.validatedUnarchiver(forReadingFrom: data)
        let copy = try #require(coder.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? UIPickerView)
        #expect(coder.error == nil)
        #expect(copy.showsSelectionIndicator)
        #expect(copy.subviews.count == 1, "only the band: the wheels are rebuilt, not archived")
        copy.dataSource = model
        copy.delegate = model
        #expect(copy.selectedRow(inComponent: 0) == 4 && copy.selectedRow(inComponent: 1) == 9)
        #expect(copy.frame == picker.frame)
    }

    @Test func theSelectedRowIsDrawnInTheGreyCentreBand() {
        let model = PickerModel([10])
        let (window, picker) = makePicker(model)
        defer { close(window) }
        picker.selectRow(3, inComponent: 0, animated: false)
        UIApplication.shared.runUntilIdle()
        let pixels = PixelReader(window.renderedImage())
        let scale = Int(window.renderedImage().scale)
        func px(_ x: Int, _ y: Int) -> Pixel { pixels[x * scale, y * scale] }
        // The band (8-point margins, 32 high around y 148) is grey; outside it, white.
        #expect(px(12, 148).r < 245 && px(12, 148).r > 200)
        #expect(px(4, 148).isNear(.white, 0) && px(12, 125).isNear(.white, 0))
        // The darkest text of the band (the selected row, at full strength) is darker than
        // that of the row two above it (faded on the drum).
        func darkest(_ y0: Int, _ y1: Int) -> Int {
            var d = 255
            for y in y0..<y1 { for x in 100..<220 { d = min(d, px(x, y).g) } }
            return d
        }
        #expect(darkest(134, 162) < 60)
        #expect(darkest(86, 108) > darkest(134, 162) + 40)
        #expect((picker.view(forRow: 3, forComponent: 0) as? UILabel)?.text == "R3")
    }
}
