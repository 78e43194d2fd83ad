#import <Foundation/Foundation.h>

NSString *FormatDuration(NSTimeInterval seconds) {
    return [NSString stringWithFormat:@"%02d:%02d", (int)seconds / 60, (int)seconds % 60];
}
