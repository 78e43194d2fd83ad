#import <UIKit/UIKit.h>
#include <string>

@interface SettingsViewController : UIViewController
@end

@implementation SettingsViewController

- (UIInterfaceOrientationMask)supportedInterfaceOrientations {
    return (UIInterfaceOrientationMaskPortrait);
}

- (std::string)title {
    return std::string("Settings");
}

@end
