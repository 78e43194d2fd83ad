import XCTest

final class SettingsTests: XCTestCase {}
