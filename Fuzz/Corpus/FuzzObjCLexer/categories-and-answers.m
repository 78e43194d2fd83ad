#import <UIKit/UIKit.h>

@interface Kiosk : UINavigationController
@end

@implementation Kiosk
- (BOOL)shouldAutorotate { return NO; }
- (UIInterfaceOrientationMask)supportedInterfaceOrientations {
    return self.topViewController.supportedInterfaceOrientations;
}
- (BOOL)prefersInterfaceOrientationLocked { return YES; }
@end

@implementation Kiosk (Rotation)
- (UIInterfaceOrientation)preferredInterfaceOrientationForPresentation {
    return UIInterfaceOrientationLandscapeRight;
}
- (void)turn {
    UIInterfaceOrientation current = UIApplication.sharedApplication.statusBarOrientation;
    [[UIDevice currentDevice] setValue:[NSNumber numberWithInteger:UIInterfaceOrientationPortrait] forKey:@"orientation"];
    [self setNeedsUpdateOfSupportedInterfaceOrientations];
}
@end

@implementation Delegate
- (UIInterfaceOrientationMask)application:(UIApplication *)application supportedInterfaceOrientationsForWindow:(UIWindow *)window {
    return UIInterfaceOrientationMaskPortrait | UIInterfaceOrientationMaskPortraitUpsideDown;
}
@end
