import UIKit

/// A custom-drawn view: a rounded badge with a ring, drawn in `draw(_:)`.
final class BadgeView: UIView {
    var fillColor: UIColor = .systemBlue { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func draw(_ rect: CGRect) {
        let ring = UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2))
        fillColor.setFill()
        ring.fill()
        UIColor.white.setStroke()
        ring.lineWidth = 3
        ring.stroke()
        let bar = UIBezierPath(roundedRect: CGRect(x: bounds.midX - 12, y: bounds.midY - 3, width: 24, height: 6), cornerRadius: 3)
        UIColor.white.setFill()
        bar.fill()
    }
}

/// A screen as apps have them: a title label pinned to the safe area, a switch and a button.
final class SettingsViewController: UIViewController {
    let titleLabel = UILabel()
    let toggle = UISwitch()
    let button = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        titleLabel.text = "Notifications"
        titleLabel.font = .boldSystemFont(ofSize: 22)
        button.setTitle("Save", for: .normal)
        let header = UIView()
        header.backgroundColor = .systemTeal
        for subview in [header, titleLabel, toggle, button] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            header.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            titleLabel.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
            toggle.centerYAnchor.constraint(equalTo: titleLabel.centerYAnchor),
            toggle.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
            button.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
            button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
    }
}
