#import "BaseViewController.h"

/// Plays a video full screen, in landscape.
@interface PlayerViewController : BaseViewController
- (void)lockToLandscape;
@end
