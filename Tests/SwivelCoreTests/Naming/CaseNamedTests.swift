import Foundation
import Testing

@testable import SwivelCore

/// Case-named values are written as their names, never their raw values (spec section 7: the
/// trace writes `"orientation": "landscapeLeft"`), and unknown names are refused with the list.
@Suite struct CaseNamedTests {
  private struct Box<Value: Codable>: Codable { var value: Value }

  private func json<Value: Codable>(_ value: Value) throws -> String {
    String(decoding: try JSONEncoder().encode(Box(value: value)), as: UTF8.self)
  }

  @Test func valuesEncodeAsTheirNames() throws {
    #expect(try json(DeviceOrientation.landscapeLeft) == #"{"value":"landscapeLeft"}"#)
    #expect(try json(InterfaceOrientation.portraitUpsideDown) == #"{"value":"portraitUpsideDown"}"#)
    #expect(try json(ModalPresentationStyle.overFullScreen) == #"{"value":"overFullScreen"}"#)
    #expect(try json(UserInterfaceIdiom.pad) == #"{"value":"pad"}"#)
    #expect(try json(UserInterfaceSizeClass.compact) == #"{"value":"compact"}"#)
  }

  @Test func namesDecodeBackToTheirValues() throws {
    let data = Data(#"{"value":"faceDown"}"#.utf8)
    #expect(try JSONDecoder().decode(Box<DeviceOrientation>.self, from: data).value == .faceDown)
  }

  @Test func anUnknownNameIsRefusedWithTheNamesAllowed() {
    let data = Data(#"{"value":"sideways"}"#.utf8)
    #expect {
      try JSONDecoder().decode(Box<UserInterfaceIdiom>.self, from: data)
    } throws: { error in
      String(describing: error).contains("unknown idiom 'sideways'; expected one of phone, pad")
    }
  }

  @Test func aRawValueIsNotAName() {
    let data = Data(#"{"value":3}"#.utf8)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Box<DeviceOrientation>.self, from: data) }
  }
}
