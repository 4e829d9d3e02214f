import Foundation
import UIKit

/// The catalog's controls screen: every standard control in its normal, highlighted,
/// selected and disabled states (one column each), plus the progress view and the
/// activity indicator.
@MainActor
enum ControlsScreen {
    static let columns = ["normal", "highlighted", "selected", "disabled"]

    static func build(_ container: UIView) {
        container.backgroundColor = .white
        for (i, name) in columns.enumerated() {
            let header = UILabel(frame: CGRect(x: 110 + CGFloat(i) * 130, y: 6, width: 126, height: 18))
            header.font = .boldSystemFont(ofSize: 13)
            header.textAlignment = .center
            header.text = name
            container.addSubview(header)
        }
        let rows: [(String, CGFloat, (Int) -> UIView)] = [
            ("UIButton system", 36, { _ in
                let b = UIButton(type: .system)
                b.setTitle("Button", for: .normal)
                b.frame = CGRect(x: 0, y: 0, width: 90, height: 34)
                return b
            }),
            ("UIButton custom", 44, { _ in
                let b = UIButton(type: .custom)
                b.setImage(swatch(.systemRed, "N"), for: .normal)
                b.setImage(swatch(.systemGreen, "H"), for: .highlighted)
                b.setImage(swatch(.systemBlue, "S"), for: .selected)
                b.setTitle(" image", for: .normal)
                b.setTitleColor(.darkGray, for: .normal)
                b.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
                return b
            }),
            ("UISwitch", 36, { column in
                let s = UISwitch()
                s.isOn = column != 0
                return s
            }),
            ("UISlider", 36, { _ in
                let s = UISlider(frame: CGRect(x: 0, y: 0, width: 118, height: 31))
                s.value = 0.6
                return s
            }),
            ("UIStepper", 36, { column in
                let s = UIStepper()
                s.value = 5
                if column == 1 { s.pressedIncrementHalf = true }
                return s
            }),
            ("UISegmentedControl", 36, { column in
                let s = UISegmentedControl(items: ["One", "Two"])
                s.frame = CGRect(x: 0, y: 0, width: 118, height: 32)
                s.selectedSegmentIndex = 0
                if column == 1 { s.trackedSegment = 1 }
                if column == 2 { s.selectedSegmentIndex = 1 }
                return s
            }),
            ("UIPageControl", 30, { _ in
                let p = UIPageControl(frame: CGRect(x: 0, y: 0, width: 118, height: 26))
                p.numberOfPages = 4
                p.currentPage = 1
                return p
            }),
        ]
        var y: CGFloat = 30
        for (name, height, make) in rows {
            caption(name, y: y, height: height, in: container)
            for column in 0..<columns.count {
                let view = make(column)
                view.frame.origin = CGPoint(x: 110 + CGFloat(column) * 130 + (126 - view.frame.width) / 2,
                                            y: y + (height - view.frame.height) / 2)
                container.addSubview(view)
                if let control = view as? UIControl {
                    switch column {
                    case 1: control.isHighlighted = true
                    case 2: control.isSelected = true
                    case 3: control.isEnabled = false
                    default: break
                    }
                }
            }
            y += height + 10
        }

        caption("UIProgressView", y: y, height: 20, in: container)
        for (i, value) in [Float(0.25), 0.5, 0.75, 1].enumerated() {
            let progress = UIProgressView(progressViewStyle: i == 3 ? .bar : .default)
            progress.frame = CGRect(x: 110 + CGFloat(i) * 130 + 4, y: y + 8, width: 118, height: 4)
            progress.progress = value
            if i == 2 { progress.progressTintColor = .systemOrange }
            container.addSubview(progress)
        }
        y += 30
        caption("UIActivityIndicator", y: y, height: 40, in: container)
        for (i, style) in [UIActivityIndicatorView.Style.medium, .large].enumerated() {
            let spinner = UIActivityIndicatorView(style: style)
            spinner.center = CGPoint(x: 110 + CGFloat(i) * 130 + 63, y: y + 20)
            if i == 1 { spinner.color = .systemBlue }
            spinner.startAnimating()
            container.addSubview(spinner)
        }
        y += 50
        caption("Configuration", y: y, height: 34, in: container)
        let styles: [(UIButton.Configuration, String)] = [(.filled(), "Filled"), (.tinted(), "Tinted"), (.gray(), "Gray"), (.plain(), "Plain")]
        for (i, (base, title)) in styles.enumerated() {
            var configuration = base
            configuration.title = title
            if i == 0 { configuration.subtitle = "subtitle" }
            if i == 2 { configuration.cornerStyle = .capsule }
            let button = UIButton(configuration: configuration)
            button.sizeToFit()
            button.frame.origin = CGPoint(x: 110 + CGFloat(i) * 130 + (126 - button.frame.width) / 2,
                                          y: y + (34 - button.frame.height) / 2)
            container.addSubview(button)
        }
    }

    static func caption(_ text: String, y: CGFloat, height: CGFloat, in container: UIView) {
        let label = UILabel(frame: CGRect(x: 8, y: y, width: 100, height: height))
        label.font = .systemFont(ofSize: 11)
        label.textColor = .secondaryLabel
        label.text = text
        container.addSubview(label)
    }

    /// A 24-point colored square with a letter, for per-state button images.
    static func swatch(_ color: UIColor, _ letter: String) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { _ in
            color.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 24, height: 24), cornerRadius: 5).fill()
            (letter as NSString).draw(at: CGPoint(x: 7, y: 4), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 13),
                                                                                .foregroundColor: UIColor.white])
        }
    }
}
