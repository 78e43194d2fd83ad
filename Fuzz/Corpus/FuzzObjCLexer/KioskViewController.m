#import <UIKit/UIKit.h>

@implementation KioskViewController : UIViewController

- (UIInterfaceOrientationMask)supportedInterfaceOrientations {
    return UIInterfaceOrientationMaskPortraitUpsideDown;
}

@end
