import UIKit

final class Rotator {
  // swivel:disable:next device-orientation-setter -- iOS 15 only
  func turn() { UIDevice.current.setValue(3, forKey: "orientation") }
  /* swivel:disable attempt-rotation-deprecated, device-orientation-setter */
  func old() { UIViewController.attemptRotationToDeviceOrientation() }
  // swivel:enable attempt-rotation-deprecated
  // swivel:disable all
  // swivel:enabel device-orientation-setter
  // swivel:disable:next no-such-rule
  // swivel: nothing
}
