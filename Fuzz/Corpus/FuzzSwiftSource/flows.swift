final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  func scene() {
    let tabs = UITabBarController()
    tabs.viewControllers = [UINavigationController(rootViewController: FeedViewController()), Settings()]
    window = UIWindow(windowScene: scene).then { $0.rootViewController = tabs }
  }
}
final class FeedViewController: UIViewController {
  init() { super.init(nibName: nil, bundle: nil); modalPresentationStyle = .fullScreen }
  func play() {
    let board = UIStoryboard(name: "Player", bundle: nil)
    let player = board.instantiateViewController(withIdentifier: "player") as! PlayerViewController
    player.modalPresentationStyle = .overFullScreen
    present(player, animated: true)
    navigationController?.pushViewController(try! Detail.init(), animated: true)
    show(self.settings, sender: nil)
  }
}
