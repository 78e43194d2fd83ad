@implementation AppDelegate
- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
    UITabBarController *tabs = [[UITabBarController alloc] init];
    tabs.viewControllers = @[[[Feed alloc] init], [Settings new]];
    self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:tabs];
    [self.window setRootViewController:tabs];
    return YES;
}
@end
@implementation Feed
- (instancetype)init { if ((self = [super init])) { self.modalPresentationStyle = UIModalPresentationFullScreen; } return self; }
- (void)play {
    UIStoryboard *board = [UIStoryboard storyboardWithName:@"Main" bundle:nil];
    Player *player = [board instantiateViewControllerWithIdentifier:@"player"];
    player.modalPresentationStyle = UIModalPresentationOverFullScreen;
    [self presentViewController:player animated:YES completion:nil];
    [self.navigationController pushViewController:(Detail *)[Detail new] animated:YES];
    [self presentModalViewController:[board instantiateInitialViewController] animated:YES];
}
@end
