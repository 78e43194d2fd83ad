extension DeviceOrientation: CaseNamed {
  /// What error messages call a device orientation.
  public static var kindName: String { "device orientation" }

  /// The Swift case name (`portrait`, `landscapeLeft`, `faceUp` …), as scenario files and traces write it.
  public var name: String {
    switch self {
    case .unknown: "unknown"
    case .portrait: "portrait"
    case .portraitUpsideDown: "portraitUpsideDown"
    case .landscapeLeft: "landscapeLeft"
    case .landscapeRight: "landscapeRight"
    case .faceUp: "faceUp"
    case .faceDown: "faceDown"
    }
  }

}
