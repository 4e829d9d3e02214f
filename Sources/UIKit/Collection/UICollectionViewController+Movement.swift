import CoreGraphics
import Foundation

// The standard gesture for interactive movement: a long press on an item begins moving
// it, dragging moves it, lifting ends the movement (a cancelled touch cancels it).

extension UICollectionViewController {
    /// Installs or removes the long-press gesture as `installsStandardGestureForInteractiveMovement` says.
    func updateStandardMovementGesture() {
        guard let cv = collectionViewStorage else { return }
        if installsStandardGestureForInteractiveMovement {
            guard standardMovementGesture == nil else { return }
            let gesture = UILongPressGestureRecognizer(target: self, action: UICollectionViewController.handleStandardMovementGesture)
            standardMovementGesture = gesture
            cv.addGestureRecognizer(gesture)
        } else if let gesture = standardMovementGesture {
            cv.removeGestureRecognizer(gesture)
            standardMovementGesture = nil
        }
    }

    func handleStandardMovementGesture(_ sender: Any) {
        guard let gesture = sender as? UILongPressGestureRecognizer, let cv = collectionViewStorage else { return }
        let location = gesture.location(in: cv)
        switch gesture.state {
        case .began:
            guard let ip = cv.indexPathForItem(at: location), cv.beginInteractiveMovementForItem(at: ip) else {
                // Not on a movable item: the press does nothing further.
                gesture.isEnabled = false
                gesture.isEnabled = true
                return
            }
            cv.updateInteractiveMovementTargetPosition(location)
        case .changed:
            cv.updateInteractiveMovementTargetPosition(location)
        case .ended:
            cv.endInteractiveMovement()
        case .cancelled, .failed:
            cv.cancelInteractiveMovement()
        default:
            break
        }
    }
}
