import Foundation
import QuartzCore
import UIKit

/// The animation examples. Top: four springs side by side (under-damped, critically damped,
/// over-damped, and an iOS 17 duration/bounce spring) dropping a ball down its lane. Bottom
/// left: a dot going round a star in a keyframe animation, paced and cubic. Bottom right: a
/// card flipped with `UIView.transition(with:)`, and a card a pan scrubs through a paused
/// `UIViewPropertyAnimator` (`fractionComplete`), finishing on release with a spring whose
/// initial velocity is the pan's. "Play" runs the springs and the keyframes.
@MainActor
final class AnimationScreen {
    /// Keeps the screen (the targets of its buttons and gestures) alive while its window is shown.
    static var current: AnimationScreen?

    static let springNames = ["dampingRatio 0.3\nunder-damped", "dampingRatio 1\ncritically damped",
                              "damping 40 (ratio 2)\nover-damped", "duration 0.6\nbounce 0.4"]
    static let laneTop: CGFloat = 44, laneBottom: CGFloat = 170

    let playButton = UIButton(type: .system)
    private(set) var balls: [UIView] = []
    private var ballsDown = false
    private(set) var starDots: [UIView] = []
    private(set) var starPoints: [[CGPoint]] = []
    let flipContainer = UIView()
    let flipFront = UILabel()
    let flipBack = UILabel()
    let scrubCard = UILabel()
    private var scrubAnimator: UIViewPropertyAnimator?
    private var scrubStart = CGPoint.zero, scrubEnd = CGPoint.zero
    private var scrubCardDown = false

    /// Builds the screen into `container` and keeps it alive.
    static func build(_ container: UIView) {
        let screen = AnimationScreen()
        screen.install(in: container)
        current = screen
    }

    /// Adds every example to `container` (laid out for 640x480 points).
    func install(in container: UIView) {
        container.backgroundColor = .white
        addCaption("Springs", frame: CGRect(x: 12, y: 8, width: 200, height: 22), bold: true, in: container)
        playButton.setTitle("Play", for: .normal)
        playButton.frame = CGRect(x: 550, y: 4, width: 80, height: 30)
        playButton.addTarget(self, action: AnimationScreen.play, for: .touchUpInside)
        container.addSubview(playButton)
        installSprings(in: container)
        installStars(in: container)
        installFlip(in: container)
        installScrub(in: container)
    }

    // MARK: Springs

    func installSprings(in container: UIView) {
        for (i, name) in Self.springNames.enumerated() {
            let x = 20 + CGFloat(i) * 155
            let lane = UIView(frame: CGRect(x: x + 60, y: Self.laneTop, width: 4, height: Self.laneBottom - Self.laneTop))
            lane.backgroundColor = UIColor(white: 0.88, alpha: 1)
            lane.layer.cornerRadius = 2
            container.addSubview(lane)
            let target = UIView(frame: CGRect(x: x + 48, y: Self.laneBottom - 14, width: 28, height: 28))
            target.layer.cornerRadius = 14
            target.layer.borderWidth = 1.5
            target.layer.borderColor = UIColor.systemGray.cgColor
            container.addSubview(target)
            let ball = UIView(frame: CGRect(x: x + 50, y: Self.laneTop - 12, width: 24, height: 24))
            ball.layer.cornerRadius = 12
            ball.backgroundColor = [UIColor.systemRed, .systemGreen, .systemBlue, .systemPurple][i]
            container.addSubview(ball)
            balls.append(ball)
            let caption = addCaption(name, frame: CGRect(x: x, y: Self.laneBottom + 18, width: 124, height: 32), bold: false, in: container)
            caption.numberOfLines = 2
            caption.textAlignment = .center
        }
    }

    /// Drops every ball to the other end of its lane, each with its own spring.
    func dropBalls() {
        ballsDown.toggle()
        let y = ballsDown ? Self.laneBottom : Self.laneTop
        let move: (UIView) -> () -> Void = { ball in { ball.center.y = y } }
        UIView.animate(withDuration: 1.2, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0,
                       animations: move(balls[0]))
        UIView.animate(withDuration: 1.2, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                       animations: move(balls[1]))
        // Over-damped: damping 40 is twice the critical 2 * sqrt(stiffness * mass) = 20.
        let overDamped = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 40, initialVelocity: CGVector(dx: 0, dy: 0))
        let animator = UIViewPropertyAnimator(duration: 1.2, timingParameters: overDamped)
        animator.addAnimations(move(balls[2]))
        animator.startAnimation()
        UIView.animate(springDuration: 0.6, bounce: 0.4, animations: move(balls[3]))
    }

    // MARK: Keyframes

    func installStars(in container: UIView) {
        addCaption("Keyframes round a star", frame: CGRect(x: 12, y: 236, width: 300, height: 22), bold: true, in: container)
        for (i, mode) in ["calculationModePaced", "calculationModeCubic"].enumerated() {
            let frame = CGRect(x: 20 + CGFloat(i) * 150, y: 266, width: 140, height: 140)
            let points = Self.starPoints(in: frame.insetBy(dx: 10, dy: 10))
            let outline = CAShapeLayer()
            let path = UIBezierPath()
            path.move(to: points[0])
            for point in points.dropFirst() { path.addLine(to: point) }
            path.close()
            outline.path = path.cgPath
            outline.fillColor = UIColor.systemYellow.withAlphaComponent(0.25).cgColor
            outline.strokeColor = UIColor.systemOrange.cgColor
            outline.lineWidth = 1.5
            container.layer.addSublayer(outline)
            let dot = UIView(frame: CGRect(x: 0, y: 0, width: 14, height: 14))
            dot.layer.cornerRadius = 7
            dot.backgroundColor = .systemRed
            dot.center = points[0]
            container.addSubview(dot)
            starDots.append(dot)
            starPoints.append(points)
            let caption = addCaption(mode, frame: CGRect(x: frame.minX - 5, y: frame.maxY + 6, width: 150, height: 18), bold: false, in: container)
            caption.textAlignment = .center
        }
    }

    /// Sends each dot once round its star: one keyframe per vertex, paced (even speed, the
    /// keyframe times ignored) on the left and cubic (a smooth curve through the vertices) on the right.
    func runKeyframes() {
        for (i, options) in [UIView.KeyframeAnimationOptions.calculationModePaced, .calculationModeCubic].enumerated() {
            let dot = starDots[i], points = starPoints[i] + [starPoints[i][0]]
            UIView.animateKeyframes(withDuration: 3, delay: 0, options: options, animations: {
                let step = 1 / Double(points.count - 1)
                for (k, point) in points.enumerated().dropFirst() {
                    UIView.addKeyframe(withRelativeStartTime: Double(k - 1) * step, relativeDuration: step) {
                        dot.center = point
                    }
                }
            })
        }
    }

    /// The ten vertices of a five-pointed star inscribed in `rect`, starting at the top.
    static func starPoints(in rect: CGRect) -> [CGPoint] {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let outer = min(rect.width, rect.height) / 2, inner = outer * 0.4
        return (0..<10).map { k in
            let angle = -CGFloat.pi / 2 + CGFloat(k) * .pi / 5
            let radius = k % 2 == 0 ? outer : inner
            return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
    }

    // MARK: Flip

    func installFlip(in container: UIView) {
        addCaption("Flip (tap)", frame: CGRect(x: 330, y: 236, width: 130, height: 22), bold: true, in: container)
        flipContainer.frame = CGRect(x: 335, y: 266, width: 110, height: 150)
        for (label, text, color) in [(flipBack, "Back", UIColor.systemOrange), (flipFront, "Front", UIColor.systemIndigo)] {
            label.frame = flipContainer.bounds
            label.text = text
            label.textColor = .white
            label.font = .boldSystemFont(ofSize: 22)
            label.textAlignment = .center
            label.backgroundColor = color
            label.layer.cornerRadius = 12
            label.clipsToBounds = true
            flipContainer.addSubview(label)
        }
        flipBack.isHidden = true
        flipContainer.addGestureRecognizer(UITapGestureRecognizer(target: self, action: AnimationScreen.flip))
        container.addSubview(flipContainer)
    }

    /// Flips the card over from the left, swapping which face is hidden.
    func flip() {
        let showingFront = !flipFront.isHidden
        UIView.transition(with: flipContainer, duration: 0.6, options: [.transitionFlipFromLeft], animations: {
            self.flipFront.isHidden = showingFront
            self.flipBack.isHidden = !showingFront
        })
    }

    // MARK: Scrubbed animator

    func installScrub(in container: UIView) {
        addCaption("Pan to scrub", frame: CGRect(x: 480, y: 236, width: 150, height: 22), bold: true, in: container)
        let track = UIView(frame: CGRect(x: 490, y: 266, width: 130, height: 190))
        track.backgroundColor = UIColor(white: 0.94, alpha: 1)
        track.layer.cornerRadius = 10
        container.addSubview(track)
        scrubStart = CGPoint(x: track.frame.midX, y: track.frame.minY + 40)
        scrubEnd = CGPoint(x: track.frame.midX, y: track.frame.maxY - 52)
        scrubCard.frame = CGRect(x: 0, y: 0, width: 110, height: 70)
        scrubCard.center = scrubStart
        scrubCard.text = "Drag me"
        scrubCard.textAlignment = .center
        scrubCard.textColor = .white
        scrubCard.font = .boldSystemFont(ofSize: 16)
        scrubCard.backgroundColor = .systemTeal
        scrubCard.layer.cornerRadius = 10
        scrubCard.clipsToBounds = true
        scrubCard.isUserInteractionEnabled = true
        scrubCard.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: AnimationScreen.scrub))
        container.addSubview(scrubCard)
    }

    /// Began: a paused animator to the other end. Changed: the pan's share of the distance is
    /// the animator's `fractionComplete`. Ended: the animator finishes (or reverses, if the
    /// card was thrown back) with a spring starting at the pan's speed.
    func scrub(_ pan: UIPanGestureRecognizer) {
        let distance = scrubEnd.y - scrubStart.y
        let direction: CGFloat = scrubCardDown ? -1 : 1
        switch pan.state {
        case .began:
            if let running = scrubAnimator, running.state == .active {
                running.pauseAnimation()
            } else {
                let target = scrubCardDown ? scrubStart : scrubEnd
                let color: UIColor = scrubCardDown ? .systemTeal : .systemPink
                let angle: CGFloat = scrubCardDown ? 0 : .pi / 12
                let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeInOut) { [scrubCard] in
                    scrubCard.center = target
                    scrubCard.backgroundColor = color
                    scrubCard.transform = CGAffineTransform(rotationAngle: angle)
                }
                animator.addCompletion { [weak self] position in
                    guard let self else { return }
                    if position == .end { self.scrubCardDown.toggle() }
                    self.scrubAnimator = nil
                }
                animator.pauseAnimation()
                scrubAnimator = animator
            }
            pan.setTranslation(CGPoint(x: 0, y: (scrubAnimator?.fractionComplete ?? 0) * distance * direction), in: pan.view?.superview)
        case .changed:
            guard let animator = scrubAnimator else { return }
            let fraction = pan.translation(in: pan.view?.superview).y * direction / distance
            animator.fractionComplete = min(max(fraction, 0), 1)
        case .ended, .cancelled:
            guard let animator = scrubAnimator else { return }
            let velocity = pan.velocity(in: pan.view?.superview).y * direction
            let fraction = animator.fractionComplete
            // Thrown back, or let go before halfway without speed: return to the start.
            let reverse = velocity < -100 || (velocity < 100 && fraction < 0.5)
            animator.isReversed = reverse
            // The spring's initial velocity is relative: the pan's speed towards where the card
            // is going, over the distance left to go.
            let remaining = max((reverse ? fraction : 1 - fraction) * distance, 1)
            let relative = (reverse ? -velocity : velocity) / remaining
            let spring = UISpringTimingParameters(dampingRatio: 0.7, initialVelocity: CGVector(dx: relative, dy: relative))
            animator.continueAnimation(withTimingParameters: spring, durationFactor: 1)
        default:
            break
        }
    }

    // MARK: Helpers

    /// Runs the springs and the keyframes.
    func play() {
        dropBalls()
        runKeyframes()
    }

    @discardableResult
    func addCaption(_ text: String, frame: CGRect, bold: Bool, in container: UIView) -> UILabel {
        let label = UILabel(frame: frame)
        label.font = bold ? .boldSystemFont(ofSize: 15) : .systemFont(ofSize: 11)
        label.textColor = bold ? .label : .secondaryLabel
        label.text = text
        container.addSubview(label)
        return label
    }
}
