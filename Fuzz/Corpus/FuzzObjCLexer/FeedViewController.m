#import <UIKit/UIKit.h>

/// The feed: meant to stay in portrait.
@interface FeedViewController : UITableViewController
@end

@implementation FeedViewController

- (UIInterfaceOrientationMask)supportedInterfaceOrientations {
    return UIInterfaceOrientationMaskPortrait;
}

- (BOOL)shouldAutorotate {
    return NO;
}

@end
