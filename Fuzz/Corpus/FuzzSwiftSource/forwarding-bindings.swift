// Forwarding under optional bindings, nested and in a row: each read once (the first version
// read a guard's rest twice, 2^n in the bindings).
class Navigation: UINavigationController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    guard let top0 = topViewController else { return .portrait }
    guard let top1 = topViewController else { return .portrait }
    guard let top2 = topViewController else { return .portrait }
    guard let top3 = topViewController else { return .portrait }
    guard let top4 = topViewController else { return .portrait }
    guard let top5 = topViewController else { return .portrait }
    guard let top6 = topViewController else { return .portrait }
    guard let top7 = topViewController else { return .portrait }
    guard let top8 = topViewController else { return .portrait }
    guard let top9 = topViewController else { return .portrait }
    guard let top10 = topViewController else { return .portrait }
    guard let top11 = topViewController else { return .portrait }
    guard let top12 = topViewController else { return .portrait }
    guard let top13 = topViewController else { return .portrait }
    guard let top14 = topViewController else { return .portrait }
    guard let top15 = topViewController else { return .portrait }
    guard let top16 = topViewController else { return .portrait }
    guard let top17 = topViewController else { return .portrait }
    guard let top18 = topViewController else { return .portrait }
    guard let top19 = topViewController else { return .portrait }
    guard let top20 = topViewController else { return .portrait }
    guard let top21 = topViewController else { return .portrait }
    guard let top22 = topViewController else { return .portrait }
    guard let top23 = topViewController else { return .portrait }
    guard let top24 = topViewController else { return .portrait }
    guard let top25 = topViewController else { return .portrait }
    guard let top26 = topViewController else { return .portrait }
    guard let top27 = topViewController else { return .portrait }
    guard let top28 = topViewController else { return .portrait }
    guard let top29 = topViewController else { return .portrait }
    return top0.supportedInterfaceOrientations
  }
}
class Tabs: UITabBarController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    if let top = self.topViewController {
    if let top = self.topViewController {
    if let top = self.topViewController {
    if let top = self.topViewController {
    if let top = self.topViewController {
    if let top = self.topViewController {
    if let top = self.topViewController {
    if let top = self.topViewController {
    if let top = self.topViewController {
    if let top = self.topViewController {
    if let top = self.topViewController {
    if let top = self.topViewController {
    if let top = self.topViewController {
    if let top = self.topViewController {
    if let top = self.topViewController {
    if let top = self.topViewController {
    if let top = self.topViewController {
    if let top = self.topViewController {
    if let top = self.topViewController {
    if let top = self.topViewController {
    if let top = self.topViewController {
    if let top = self.topViewController {
    if let top = self.topViewController {
    if let top = self.topViewController {
    if let top = self.topViewController {
    if let top = self.topViewController {
    if let top = self.topViewController {
    if let top = self.topViewController {
    if let top = self.topViewController {
    if let top = self.topViewController {
    return top.supportedInterfaceOrientations
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    return .all
  }
}
