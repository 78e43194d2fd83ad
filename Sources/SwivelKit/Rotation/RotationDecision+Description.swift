import SwivelCore

extension RotationDecision: CustomStringConvertible {
  /// The decision as the command line prints it: what triggered it, who decided with which
  /// masks, and the result.
  ///
  /// `device landscapeLeft → feed decides: feed [portrait] ∩ app [portrait, landscapeRight, landscapeLeft] = [portrait] → stays portrait`
  public var description: String { "\(triggerText) → \(explanation)" }

  /// What triggered the decision: `device landscapeLeft`, `present photos`, `dismiss, device
  /// portrait`, `attemptRotation, device portrait`; with `, locked portrait` under the rotation lock.
  public var triggerText: String {
    var lock = rotationLock.map { ", locked \($0)" } ?? ""
    if let upright = uprightDeviceOrientation { lock += " (last upright \(upright))" }
    switch trigger {
    case .deviceOrientationChange: return "device \(deviceOrientation)\(lock)"
    case .presentation(let presented): return "present \(presented.id)"
    case .dismissal: return "dismiss, device \(deviceOrientation)\(lock)"
    case .attemptRotation: return "attemptRotation, device \(deviceOrientation)\(lock)"
    case .rootViewControllerChange: return "new root, device \(deviceOrientation)\(lock)"
    case .supportedOrientationsUpdate(let controller):
      return "setNeedsUpdateOfSupportedInterfaceOrientations \(controller.id), device \(deviceOrientation)\(lock)"
    case .geometryRequest(let requested): return "requestGeometryUpdate \(requested), device \(deviceOrientation)"
    case .foreground: return "foreground, device \(deviceOrientation)\(lock)"
    case .screenMove: return "scene moved to another screen, device \(deviceOrientation)\(lock)"
    case .sceneResize(let size): return "scene resized to \(size), device \(deviceOrientation)"
    }
  }

  /// Who decided, with which masks, and the result: the trace's `reason` text.
  ///
  /// A stay that asked nobody (the interface already shows the orientation sought, the device
  /// lies flat, the rotation lock holds) says only that: its ``decider`` and masks are recorded
  /// for the trace's fields, but nobody weighed them.
  public var explanation: String {
    if !wasJudged { return resultText }
    var text: String
    switch arbiter {
    case .nobody: text = ""
    case .controller(let controller): text = "\(controller.id) decides: \(masksText(controller))"
    case .applicationWithoutRoot: text = "no root view controller, app decides: \(appText)"
    case .multitaskingApplication: text = "multitasking app decides: \(appText)"
    case .resizableScene: text = "resizable scene ignores the supported orientations (\(appText))"
    case .mirroredScene:
      text = "resized iPhone Mirroring ignores the supported orientations (\(appText))"
    }
    if let presentation = presentationText { text += text.isEmpty ? presentation : "; \(presentation)" }
    let result = resultText
    return text.isEmpty ? result : "\(text) → \(result)"
  }

  private var appText: String { "app \(appMask ?? [])\(appSourceText)" }

  /// The scene delegate's mask is named, so that a trace says when iOS 27's per-scene answer,
  /// rather than the app delegate's or Info.plist's, took part.
  private var appSourceText: String { appMaskSource == .sceneDelegate ? " (scene delegate)" : "" }

  private func masksText(_ controller: ControllerIdentity) -> String {
    if reason == .shouldAutorotateReturnedNo {
      return "\(controller.id)\(viaText) shouldAutorotate NO"
    }
    var text = "\(controller.id)\(viaText) \(deciderMask ?? [])\(sourceText)"
    if let appMask { text += " ∩ app \(appMask)\(appSourceText) = \(allowed ?? [])" }
    return text
  }

  private var viaText: String { answeredBy.map { " via \($0.id)" } ?? "" }

  private var sourceText: String {
    switch maskSource {
    case .overridden, nil: ""
    case .defaultForIdiom: " (default)"
    case .legacyAnswers: " (shouldAutorotateToInterfaceOrientation:)"
    case .containerDelegate: " (delegate)"
    case .everyChild: " (every tab)"
    }
  }

  private var presentationText: String? {
    switch reason {
    case .preferredForPresentation, .preferredOrientationNotSupported:
      target.map { "prefers \($0)" }
    case .firstAllowedOrientation:
      target.map { "first allowed \($0)" }
    default:
      nil
    }
  }

  private var resultText: String {
    switch result {
    case .rotate(let orientation): return "rotates to \(orientation)"
    case .suppressed: return "suppressed, stays \(interfaceOrientation)"
    case .raises(let exception): return "raises \(exception.name): \(exception.reason)"
    case .stay: break
    }
    let stays = "stays \(interfaceOrientation)"
    switch reason {
    case .notAnInterfaceOrientation: return "\(stays) (\(deviceOrientation) is not an interface orientation)"
    case .alreadyInOrientation: return stays
    case .rotationLocked: return "\(stays) (rotation lock)"
    case .unsupportedByDevice: return "\(stays) (\(target ?? .unknown) needs a Home button)"
    case .noRootViewController: return "\(stays) (no root view controller)"
    case .unavailableInEra: return "\(stays) (not available in this iOS)"
    case .stillAllowed: return "\(stays) (still allowed)"
    case .interfaceOrientationLocked: return "\(stays) (the controller prefers it locked)"
    case .requestedOrientationsNotSupported: return "\(stays) (refused: none of the requested orientations is allowed)"
    case .windowingModeRefusesRequests: return "\(stays) (refused: the windowing mode does not allow it)"
    case .mirroringShowsPortrait: return "\(stays) (iPhone Mirroring shows the interface portrait)"
    default: return stays
    }
  }
}
