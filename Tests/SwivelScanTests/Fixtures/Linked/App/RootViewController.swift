import FeedKit
import UIKit

/// The app's first screen: its answers are its framework base class's.
final class RootViewController: BaseViewController {}
