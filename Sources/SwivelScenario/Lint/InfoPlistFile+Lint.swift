extension InfoPlistFile {
  /// The file's orientation keys as lint rules read them, each located by its key in this file.
  var lintKeys: InfoPlistOrientationKeys {
    typealias Key = InfoPlistOrientationKeys.Key
    func located<Value>(_ value: Value?, _ key: String) -> InfoPlistSetting<Value>? {
      value.map { InfoPlistSetting($0, at: .infoPlistKey(file: path, key: key)) }
    }
    return InfoPlistOrientationKeys(
      supportedInterfaceOrientations: located(supportedInterfaceOrientations, Key.supportedInterfaceOrientations),
      supportedInterfaceOrientationsPad: located(
        supportedInterfaceOrientationsPad, Key.supportedInterfaceOrientationsPad),
      supportedInterfaceOrientationsPhone: located(
        supportedInterfaceOrientationsPhone, Key.supportedInterfaceOrientationsPhone),
      interfaceOrientation: located(interfaceOrientation, Key.interfaceOrientation),
      requiresFullScreen: located(requiresFullScreen, Key.requiresFullScreen))
  }
}
