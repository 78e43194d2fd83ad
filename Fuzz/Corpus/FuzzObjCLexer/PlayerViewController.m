#import "PlayerViewController.h"

@implementation PlayerViewController {
    BOOL _locked;
}

- (UIInterfaceOrientationMask)supportedInterfaceOrientations {
    return UIInterfaceOrientationMaskLandscapeLeft | UIInterfaceOrientationMaskLandscapeRight;
}

- (UIInterfaceOrientation)preferredInterfaceOrientationForPresentation {
    return UIInterfaceOrientationPortrait;
}

- (void)lockToLandscape {
    // Not a call: [UIViewController attemptRotationToDeviceOrientation]
    [[UIDevice currentDevice] setValue:@(UIInterfaceOrientationLandscapeLeft) forKey:@"orientation"];
    [UIViewController attemptRotationToDeviceOrientation];
    if (@available(iOS 16.0, *)) {
        UIWindowSceneGeometryPreferencesIOS *preferences =
            [[UIWindowSceneGeometryPreferencesIOS alloc] initWithInterfaceOrientations:UIInterfaceOrientationMaskLandscape];
        [self.view.window.windowScene requestGeometryUpdateWithPreferences:preferences errorHandler:nil];
        [self setNeedsUpdateOfSupportedInterfaceOrientations];
    }
    NSLog(@"%ld", (long)[UIApplication sharedApplication].statusBarOrientation);
}

@end
