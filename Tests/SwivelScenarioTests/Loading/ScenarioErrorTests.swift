import Foundation
import SwivelCore
import Testing

@testable import SwivelScenario

/// Each way a scenario can be wrong, with the exact line `swivel` prints for it.
@Suite struct ScenarioErrorTests {
  static let head = "swivel: 1\ndevice: iphone-8\n"

  static func message(_ yaml: String, existing: Set<String> = []) -> String? {
    do {
      _ = try ScenarioLoader(fileExists: { existing.contains($0) }).load(yaml: yaml, file: "s.yaml")
      return nil
    } catch {
      return error.description
    }
  }

  static let cases: [(String, String)] = [
    // The file and its syntax.
    ("", "s.yaml: error: the file is empty; expected a scenario beginning with 'swivel: 1'"),
    (
      "swivel: 1\n---\nswivel: 1\n",
      "s.yaml:3:1: error: the file holds 2 YAML documents; expected one scenario per file"
    ),
    (
      "swivel: 1\ndevice: [iphone-8\n",
      "s.yaml:3:1: error: not valid YAML: did not find expected ',' or ']' while parsing a flow sequence at line 2, column 9; expected a YAML or JSON scenario"
    ),
    (
      "swivel: 1\nswivel: 1\n",
      "s.yaml:1:1: error: key 'swivel' appears twice in the same mapping; expected each key once"
    ),
    ("- swivel: 1\n", "s.yaml:1:1: error: the scenario is a list; expected a mapping of keys to values"),
    // The format version.
    (
      "device: iphone-8\n",
      "s.yaml:1:1: error: missing key 'swivel' (the format version); expected 'swivel: 1' at the top of the scenario"
    ),
    ("swivel: 2\ndevice: iphone-8\n", "s.yaml:1:9: error: unsupported format version '2'; expected 'swivel: 1'"),
    ("swivel: \"1\"\ndevice: iphone-8\n", "s.yaml:1:9: error: unsupported format version '1'; expected 'swivel: 1'"),
    // Unknown keys at every level, with a suggestion for typos.
    (
      head + "step: []\n",
      "s.yaml:3:1: error: unknown key 'step' in the scenario (did you mean 'steps'?); expected one of swivel, name, ios, sdk, device, app, controllers, window, windowing, steps"
    ),
    (
      head + "controllers:\n  feed:\n    supportd: [portrait]\n",
      "s.yaml:5:5: error: unknown key 'supportd' in controller 'feed' (did you mean 'supported'?); expected one of class, supported, shouldAutorotate, preferredForPresentation, legacyAutorotate, rotationCallbacks, transitionCallbacks, alternateLandscape, views, kind, children, selected, forwards, wantsFullScreenLayout, prefersLocked, prefersStatusBarHidden, childForStatusBarHidden, forwardsAppearance, forwardsRotation, delegateMask, delegatePreferredForPresentation, collapsesTo, busy"
    ),
    (
      head + "app:\n  UISupportedInterfaceOrientation: []\n",
      "s.yaml:4:3: error: unknown key 'UISupportedInterfaceOrientation' in app (did you mean 'UISupportedInterfaceOrientations'?); expected one of infoPlist, UISupportedInterfaceOrientations, UISupportedInterfaceOrientations~ipad, UISupportedInterfaceOrientations~iphone, UIInterfaceOrientation, UIRequiresFullScreen, UIRequiresFullScreen~ipad, UIRequiresFullScreen~iphone, UILaunchStoryboardName, UILaunchScreen, UIRequiresFullScreenIgnoredStartingWithVersion, delegateMask, sceneDelegateMask, sceneLifeCycle"
    ),
    // The launch screen keys take what an Info.plist holds: a storyboard's name, a dictionary.
    (
      head + "app:\n  UILaunchStoryboardName: [LaunchScreen]\n",
      "s.yaml:4:27: error: app's UILaunchStoryboardName is a list; expected a string"
    ),
    (
      head + "app:\n  UILaunchScreen: yes\n",
      "s.yaml:4:19: error: app's UILaunchScreen is a Boolean (yes); expected a mapping of keys to values"
    ),
    (
      head + "window: {root: a, key: true}\ncontrollers: {a: {}}\n",
      "s.yaml:3:19: error: unknown key 'key' in window; expected root"
    ),
    (
      head + "controllers:\n  a:\n    views: [{id: v, frme: [0, 0, 1, 1]}]\n",
      "s.yaml:5:21: error: unknown key 'frme' in a view of controller 'a' (did you mean 'frame'?); expected one of id, frame, autoresizing, followsDeviceOrientation, subviews"
    ),
    (
      head + "steps: [{expect: {interfce: portrait}}]\n",
      "s.yaml:3:19: error: unknown key 'interfce' in step 1 (expect) (did you mean 'interface'?); expected one of device, interface, statusBar, windowSize, top, frames, error, noError, events, noEvents, geometryError, noGeometryError, console, background, windowing, locked, statusBarHidden, safeAreaInsets"
    ),
    (
      head + "steps: [{expect: {events: [{kind: viewDidAppear, contoller: a}]}}]\n",
      "s.yaml:3:50: error: unknown key 'contoller' in pattern 1 of events of step 1 (expect) (did you mean 'controller'?); expected one of t, kind, controller, view, to, from, orientation, device, decider, mask, result, reason, name, duration, size, bounds, style, trigger, requested, domain, code, message, mode, horizontalSizeClass, verticalSizeClass, previousHorizontalSizeClass, previousVerticalSizeClass, on, index, shown, insets, hidden"
    ),
    (
      head + "steps: [{rotat: portrait}]\n",
      "s.yaml:3:10: error: unknown key 'rotat' in step 1 (did you mean 'rotate'?); expected one of launch, rotate, wait, present, dismiss, push, pop, select, set, attemptRotation, lock, unlock, motion, expect, setNeedsUpdateOfSupportedInterfaceOrientations, requestGeometryUpdate, setDeviceOrientation, background, foreground, windowing, setNeedsUpdateOfPrefersInterfaceOrientationLocked, busy, fold, unfold, resize"
    ),
    (
      head + "steps: [{present: {controller: a, modal: true}}]\ncontrollers: {a: {}}\n",
      "s.yaml:3:35: error: unknown key 'modal' in step 1 (present); expected one of controller, style, animated, removesPresentersView"
    ),
    (
      "swivel: 1\ndevice: {idiom: phone, size: [1, 2], home: true}\n",
      "s.yaml:2:38: error: unknown key 'home' in the inline device; expected one of idiom, size, homeButton"
    ),
    // Missing keys.
    ("swivel: 1\n", "s.yaml:1:1: error: missing key 'device' in the scenario; expected 'device' to be given"),
    (
      "swivel: 1\ndevice: {idiom: phone, size: [1, 2]}\n",
      "s.yaml:2:9: error: missing key 'homeButton' in the inline device; expected 'homeButton' to be given"
    ),
    (
      head + "controllers:\n  a:\n    views: [{frame: [0, 0, 1, 1]}]\n",
      "s.yaml:5:13: error: missing key 'id' in a view of controller 'a'; expected 'id' to be given"
    ),
    // Wrong types.
    (
      head + "controllers:\n  a: {shouldAutorotate: maybe}\n",
      "s.yaml:4:25: error: shouldAutorotate of controller 'a' is a string ('maybe'); expected true or false"
    ),
    (
      head + "steps: [{wait: soon}]\n",
      "s.yaml:3:16: error: step 1 (wait) is a string ('soon'); expected a number of seconds, 0 or more"
    ),
    (
      head + "controllers:\n  a:\n    views: [{id: v, frame: [0, 0, 1]}]\n",
      "s.yaml:5:28: error: frame of view 'v' is a list of 3; expected [x, y, width, height]: a list of 4 numbers"
    ),
    (
      head + "controllers:\n  a:\n    views: [{id: v, frame: [0, 0, wide, 1]}]\n",
      "s.yaml:5:35: error: a number of frame of view 'v' is a string ('wide'); expected [x, y, width, height]: a list of 4 numbers"
    ),
    (head + "controllers: [a, b]\n", "s.yaml:3:14: error: controllers is a list; expected a mapping of keys to values"),
    (
      head + "app:\n  UISupportedInterfaceOrientations: UIInterfaceOrientationPortrait\n",
      "s.yaml:4:37: error: app's UISupportedInterfaceOrientations is a string ('UIInterfaceOrientationPortrait'); expected a list of Info.plist orientations (UIInterfaceOrientationPortrait, UIInterfaceOrientationPortraitUpsideDown, UIInterfaceOrientationLandscapeRight, UIInterfaceOrientationLandscapeLeft)"
    ),
    (
      head + "controllers:\n  a: {supported: {portrait: true}}\n",
      "s.yaml:4:18: error: supported of controller 'a' is a mapping; expected a mask: a list of interface orientations or one of portrait, portraitUpsideDown, landscapeRight, landscapeLeft, landscape, all, allButUpsideDown"
    ),
    (
      head + "controllers:\n  a: {kind: tabBar, children: [b], selected: first}\n  b: {}\n",
      "s.yaml:4:46: error: selected of controller 'a' is a string ('first'); expected a whole number"
    ),
    // Unknown names.
    (
      head + "steps: [{rotate: landscape}]\n",
      "s.yaml:3:18: error: unknown device orientation 'landscape' in step 1 (rotate); expected one of unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown"
    ),
    (
      head + "controllers:\n  a: {supported: [portrait, faceUp]}\n",
      "s.yaml:4:29: error: unknown interface orientation 'faceUp' in the mask of supported of controller 'a'; expected one of portrait, portraitUpsideDown, landscapeRight, landscapeLeft"
    ),
    (
      head + "controllers:\n  a: {supported: allButUpsidedown}\n",
      "s.yaml:4:18: error: unknown mask 'allButUpsidedown' in supported of controller 'a' (did you mean 'allButUpsideDown'?); expected one of portrait, portraitUpsideDown, landscapeRight, landscapeLeft, landscape, all, allButUpsideDown"
    ),
    (
      head + "controllers:\n  a: {preferredForPresentation: unknown}\n",
      "s.yaml:4:33: error: unknown interface orientation 'unknown' in preferredForPresentation of controller 'a'; expected one of portrait, portraitUpsideDown, landscapeRight, landscapeLeft"
    ),
    (
      head + "app:\n  UIInterfaceOrientation: UIInterfaceOrientationPortraitUpSideDown\n",
      "s.yaml:4:27: error: unknown Info.plist orientation 'UIInterfaceOrientationPortraitUpSideDown' in app's UIInterfaceOrientation (did you mean 'UIInterfaceOrientationPortraitUpsideDown'?); expected one of UIInterfaceOrientationPortrait, UIInterfaceOrientationPortraitUpsideDown, UIInterfaceOrientationLandscapeRight, UIInterfaceOrientationLandscapeLeft"
    ),
    (
      head + "controllers:\n  a:\n    views: [{id: v, autoresizing: [flexibleWdith]}]\n",
      "s.yaml:5:36: error: unknown autoresizing name 'flexibleWdith' in autoresizing of view 'v' (did you mean 'flexibleWidth'?); expected one of flexibleLeftMargin, flexibleWidth, flexibleRightMargin, flexibleTopMargin, flexibleHeight, flexibleBottomMargin"
    ),
    (
      head + "steps: [{present: {controller: a, style: none}}]\ncontrollers: {a: {}}\n",
      "s.yaml:3:42: error: unknown presentation style 'none' in style of step 1 (present); expected one of fullScreen, pageSheet, formSheet, overFullScreen, overCurrentContext, popover, automatic, currentContext, custom"
    ),
    (
      head + "controllers:\n  a: {kind: navigationController}\n",
      "s.yaml:4:13: error: unknown kind 'navigationController' in controller 'a'; expected one of viewController, navigation, tabBar, split"
    ),
    (
      head + "controllers:\n  a: {rotationCallbacks: onestep}\n",
      "s.yaml:4:26: error: unknown rotation callbacks 'onestep' in rotationCallbacks of controller 'a' (did you mean 'oneStep'?); expected one of oneStep, twoStep, none"
    ),
    (
      "swivel: 1\ndevice: iPhone-13-Pro\n",
      "s.yaml:2:9: error: unknown device 'iPhone-13-Pro' in device (did you mean 'iphone-14'?); expected one of \(DeviceCatalog.ids.joined(separator: ", "))"
    ),
    (
      "swivel: 1\ndevice: iphone-9\n",
      "s.yaml:2:9: error: unknown device 'iphone-9' in device (did you mean 'iphone-8'?); expected one of \(DeviceCatalog.ids.joined(separator: ", "))"
    ),
    (
      "swivel: 1\ndevice: {idiom: watch, size: [1, 2], homeButton: true}\n",
      "s.yaml:2:17: error: unknown idiom 'watch' in idiom of the inline device; expected one of phone, pad"
    ),
    (
      head + "steps: [{expect: {events: [{kind: willRotate}]}}]\n",
      "s.yaml:3:35: error: unknown event kind 'willRotate' in kind of pattern 1 of events of step 1 (expect); expected one of \(EventPattern.kinds.joined(separator: ", "))"
    ),
    (
      head + "steps: [dance]\n",
      "s.yaml:3:9: error: unknown step 'dance' in step 1; expected one of launch, rotate, wait, present, dismiss, push, pop, select, set, attemptRotation, lock, unlock, motion, expect, setNeedsUpdateOfSupportedInterfaceOrientations, requestGeometryUpdate, setDeviceOrientation, background, foreground, windowing, setNeedsUpdateOfPrefersInterfaceOrientationLocked, busy, fold, unfold, resize"
    ),
    // The era.
    (
      head + "ios: \"19.0\"\n",
      "s.yaml:3:6: error: ios: iOS 19.0 is not a version Swivel reproduces; it knows iPhone OS 3 to iOS 18, then iOS 26 and 27 (Apple skipped 19 to 25)"
    ),
    (head + "ios: 6.10\n", "s.yaml:3:6: error: ios: iOS 6.10 does not exist; the last release of that version was 6.1"),
    (
      head + "ios: six\n",
      "s.yaml:3:6: error: ios: 'six' is not an iOS version; expected numbers separated by dots, such as \"6.0\", \"17\" or \"27.1\""
    ),
    // Controller references.
    (
      head + "controllers: {a: {}}\nwindow: {root: feed}\n",
      "s.yaml:4:16: error: unknown controller 'feed' in the window's root; expected one of the declared controllers: a"
    ),
    (
      head + "window: {root: feed}\n",
      "s.yaml:3:16: error: unknown controller 'feed' in the window's root; expected the id of a controller declared under 'controllers:', and there are none"
    ),
    (
      head + "controllers:\n  feed: {}\n  nav: {kind: navigation, children: [fed]}\n",
      "s.yaml:5:38: error: unknown controller 'fed' in children of controller 'nav' (did you mean 'feed'?); expected one of the declared controllers: feed, nav"
    ),
    (
      head + "controllers:\n  feed: {alternateLandscape: wide}\n",
      "s.yaml:4:30: error: unknown controller 'wide' in alternateLandscape of controller 'feed'; expected one of the declared controllers: feed"
    ),
    (
      head + "controllers: {a: {}}\nsteps: [{present: b}]\n",
      "s.yaml:4:19: error: unknown controller 'b' in step 1 (present); expected one of the declared controllers: a"
    ),
    (
      head + "controllers: {a: {}}\nsteps: [{set: {controller: a, supported: all, forwards: top}}]\n",
      "s.yaml:4:57: error: forwarding to its top child, and 'a' has no children in forwards of step 1 (set); expected 'children:' (a custom container forwards to its last child), or 'forwards: presented'"
    ),
    (
      head + "controllers: {a: {}}\nsteps: [{expect: {top: b}}]\n",
      "s.yaml:4:24: error: unknown controller 'b' in top of step 1 (expect); expected one of the declared controllers: a"
    ),
    (
      head + "controllers: {a: {}}\nsteps: [{expect: {events: [{controller: b}]}}]\n",
      "s.yaml:4:41: error: unknown controller 'b' in controller of pattern 1 of events of step 1 (expect); expected one of the declared controllers: a"
    ),
    (
      head + "controllers: {a: {}}\nsteps: [{pop: a}]\n",
      "s.yaml:4:15: error: controller 'a' is of kind viewController in step 1 (pop); expected a controller of kind navigation"
    ),
    // Controllers used twice, or in a cycle.
    (
      head + "controllers:\n  a: {}\n  nav: {kind: navigation, children: [a]}\n  tabs: {kind: tabBar, children: [a]}\n",
      "s.yaml:6:35: error: controller 'a' is already placed at s.yaml:5:38; expected each controller in at most one place (the window's root or one container's children), as a view controller has one parent"
    ),
    (
      head + "controllers:\n  a: {}\n  nav: {kind: navigation, children: [a]}\nwindow: {root: a}\n",
      "s.yaml:5:38: error: controller 'a' is already placed at s.yaml:6:16; expected each controller in at most one place (the window's root or one container's children), as a view controller has one parent"
    ),
    (
      head + "controllers:\n  nav: {kind: navigation, children: [tabs]}\n  tabs: {kind: tabBar, children: [nav]}\n",
      "s.yaml:5:35: error: controller 'nav' contains itself: nav → tabs → nav; expected containers to form a tree"
    ),
    (
      head + "controllers:\n  nav: {kind: navigation, children: [nav]}\n",
      "s.yaml:4:38: error: controller 'nav' contains itself: nav → nav; expected containers to form a tree"
    ),
    // Custom containers and split views (issue 29): what they cannot be.
    (
      head + "controllers:\n  a: {forwards: top}\n",
      "s.yaml:4:17: error: forwarding to its top child, and 'a' has no children in forwards of controller 'a'; expected 'children:' (a custom container forwards to its last child), or 'forwards: presented'"
    ),
    (
      head + "controllers:\n  a: {}\n  c: {children: [a], forwards: b}\n",
      "s.yaml:5:32: error: unknown forwarding target 'b' in forwards of controller 'c'; expected one of top, selected, presented, a"
    ),
    (
      head + "controllers:\n  a: {}\n  n: {kind: navigation, children: [a], forwards: a}\n",
      "s.yaml:5:50: error: unknown forwarding target 'a' in forwards of controller 'n'; expected one of top, selected, presented"
    ),
    (
      head + "controllers:\n  a: {delegateMask: all}\n",
      "s.yaml:4:7: error: key 'delegateMask' in controller 'a' of kind viewController does not apply; expected it only with kind navigation or tabBar or split"
    ),
    (
      head + "controllers:\n  a: {kind: tabBar, collapsesTo: primary}\n",
      "s.yaml:4:21: error: key 'collapsesTo' in controller 'a' of kind tabBar does not apply; expected it only with kind split"
    ),
    (
      head + "controllers:\n  a: {}\n  s: {kind: split, children: [a]}\n",
      "s.yaml:5:20: error: one column in children of controller 's'; expected two controller ids, [primary, secondary], or three, [primary, supplementary, secondary]"
    ),
    (
      head + "controllers:\n  s: {kind: split}\n",
      "s.yaml:4:7: error: a split view controller without columns in children of controller 's'; expected two controller ids, [primary, secondary], or three, [primary, supplementary, secondary]"
    ),
    (
      head + "controllers:\n  a: {}\n  b: {}\n  s: {kind: split, children: [a, b], collapsesTo: supplementary}\n",
      "s.yaml:6:51: error: the supplementary column, and the split view has two columns in collapsesTo of controller 's'; expected primary or secondary, or a third column: [primary, supplementary, secondary]"
    ),
    (
      head + "controllers:\n  a: {}\n  b: {}\n  s: {kind: split, children: [a, b], collapsesTo: middle}\n",
      "s.yaml:6:51: error: unknown column 'middle' in collapsesTo of controller 's'; expected one of primary, supplementary, secondary"
    ),
    (
      head + "controllers:\n  a: {}\n  s: {kind: split, children: [a, s]}\n",
      "s.yaml:5:34: error: controller 's' contains itself: s → s; expected containers to form a tree"
    ),
    (
      "swivel: 1\nios: \"7.1\"\ndevice: iphone-8\ncontrollers:\n  a: {}\n  b: {}\n  s: {kind: split, children: [a, b]}\n",
      "s.yaml:7:13: error: a split view controller on a phone in iOS 7.1 in kind of controller 's'; expected an iPad, or iOS 8 or later (before iOS 8 UIKit raises NSInvalidArgumentException: UISplitViewController is only supported when running under UIUserInterfaceIdiomPad)"
    ),
    (
      "swivel: 1\nios: \"13.0\"\ndevice: iphone-8\ncontrollers:\n  a: {}\n  b: {}\n  c: {}\n  s: {kind: split, children: [a, b, c]}\n",
      "s.yaml:8:34: error: a supplementary column in iOS 13.0 in children of controller 's'; expected two columns, [primary, secondary], or iOS 14 or later for three"
    ),
    (
      head + "controllers:\n  a: {}\n  c: {children: [a, ghost]}\n",
      "s.yaml:5:21: error: unknown controller 'ghost' in children of controller 'c'; expected one of the declared controllers: a, c"
    ),
    (
      head + "controllers:\n  a: {}\n  c: {children: [a], forwardsAppearance: maybe}\n",
      "s.yaml:5:42: error: forwardsAppearance of controller 'c' is a string ('maybe'); expected true or false"
    ),
    (
      head + "controllers:\n  a: {}\n  c: {children: [a]}\nsteps: [{set: {controller: c, forwardsRotation: false}}]\n",
      "s.yaml:6:31: error: 'forwardsRotation' describes the controller tree and cannot be changed by set in step 1 (set); expected one of supported, shouldAutorotate, preferredForPresentation, legacyAutorotate, rotationCallbacks, transitionCallbacks, alternateLandscape, forwards, wantsFullScreenLayout, prefersLocked, prefersStatusBarHidden, childForStatusBarHidden, busy (use push, pop or select to change the tree)"
    ),
    (
      head + "controllers:\n  a: {kind: navigation, selected: 0}\n",
      "s.yaml:4:25: error: key 'selected' in controller 'a' of kind navigation does not apply; expected it only with kind tabBar"
    ),
    (
      head + "controllers:\n  a: {kind: tabBar, children: [b], selected: 1}\n  b: {}\n",
      "s.yaml:4:46: error: tab index 1 is out of range in selected of controller 'a'; expected an index from 0 to 0, one of the 1 children of 'a'"
    ),
    (
      head + "controllers:\n  a: {alternateLandscape: a}\n",
      "s.yaml:4:27: error: 'a' presents itself as its alternate landscape interface in controller 'a'; expected another controller, shown full screen in landscape"
    ),
    // Views.
    (
      head + "controllers:\n  a: {views: [{id: v}]}\n  b: {views: [{id: w, subviews: [{id: v}]}]}\n",
      "s.yaml:5:34: error: view id 'v' is already used at s.yaml:4:15; expected each view id once in a scenario"
    ),
    (
      head + "controllers:\n  a: {views: [{id: banner}]}\nsteps: [{expect: {frames: {baner: [0, 0, 1, 1]}}}]\n",
      "s.yaml:5:28: error: unknown view 'baner' in frames of step 1 (expect) (did you mean 'banner'?); expected one of the declared views: banner"
    ),
    (
      head + "controllers:\n  a: {views: [{id: v, frame: [0, 0, -1, 1]}]}\n",
      "s.yaml:4:30: error: a negative size in frame of view 'v'; expected a width and a height of 0 or more"
    ),
    // Files.
    (
      head + "app: {infoPlist: Info.plist}\n",
      "s.yaml:3:18: error: file 'Info.plist' of app's infoPlist does not exist (looked for Info.plist); expected a path relative to the scenario file"
    ),
    (
      head + "steps: [{motion: walk.csv}]\n",
      "s.yaml:3:18: error: file 'walk.csv' of step 1 (motion) does not exist (looked for walk.csv); expected a path relative to the scenario file"
    ),
    // Steps.
    (
      head + "steps: [{launch: portrait}, {launch: portrait}]\n",
      "s.yaml:3:29: error: a second launch (the first is at s.yaml:3:9) in step 2; expected one launch: an app launches once"
    ),
    (
      head + "steps: [{launch: portrait, rotate: faceUp}]\n",
      "s.yaml:3:9: error: several steps in one entry (launch, rotate) in step 1; expected one step per list entry, such as '- rotate: landscapeLeft'"
    ),
    (
      head + "steps: [rotate]\n",
      "s.yaml:3:9: error: step 'rotate' without a value in step 1; expected 'rotate: <value>'"
    ),
    (
      head + "steps: [{unlock: now}]\n",
      "s.yaml:3:18: error: step 1 (unlock) is a string ('now'); expected no value ('- unlock')"
    ),
    (
      head + "steps: [{wait: -1}]\n",
      "s.yaml:3:16: error: a negative wait (-1.0 s) in step 1 (wait); expected 0 seconds or more"
    ),
    (
      head + "steps: [{wait: .inf}]\n",
      "s.yaml:3:16: error: step 1 (wait) is a number (.inf); expected a number of seconds, 0 or more"
    ),
    (
      head + "controllers: {t: {kind: tabBar, children: [a]}, a: {}}\nsteps: [{select: {on: t, index: 3}}]\n",
      "s.yaml:4:33: error: tab index 3 is out of range in index of step 1 (select); expected an index from 0 to 0, one of the 1 children of 't'"
    ),
    (
      head + "controllers: {a: {}}\nsteps: [{set: {controller: a, views: []}}]\n",
      "s.yaml:4:31: error: 'views' describes the controller tree and cannot be changed by set in step 1 (set); expected one of supported, shouldAutorotate, preferredForPresentation, legacyAutorotate, rotationCallbacks, transitionCallbacks, alternateLandscape, forwards, wantsFullScreenLayout, prefersLocked, prefersStatusBarHidden, childForStatusBarHidden, busy (use push, pop or select to change the tree)"
    ),
    (
      head + "controllers: {a: {}}\nsteps: [{set: {controller: a}}]\n",
      "s.yaml:4:15: error: nothing to change in step 1 (set); expected at least one of supported, shouldAutorotate, preferredForPresentation, legacyAutorotate, rotationCallbacks, transitionCallbacks, alternateLandscape, forwards, wantsFullScreenLayout, prefersLocked, prefersStatusBarHidden, childForStatusBarHidden, busy"
    ),
    // Expectations.
    (
      head + "steps: [{expect: {noError: false}}]\n",
      "s.yaml:3:28: error: noError: false checks nothing in step 1 (expect); expected noError: true, or error: {...} to check that one was raised"
    ),
    (
      head + "steps: [{expect: {error: {name: X}, noError: true}}]\n",
      "s.yaml:3:46: error: both error and noError in step 1 (expect); expected one of them: they contradict each other"
    ),
    (
      head + "steps: [{expect: {error: {}}}]\n",
      "s.yaml:3:26: error: an empty error in step 1 (expect); expected a name, a reason or both, such as {name: UIApplicationInvalidInterfaceOrientation}"
    ),
    (
      head + "steps: [{expect: {events: [{}]}}]\n",
      "s.yaml:3:28: error: an empty pattern (it would match every event) in pattern 1 of events of step 1 (expect); expected at least one field, such as {kind: didRotateFromInterfaceOrientation}"
    ),
    (
      head + "steps: [{expect: {events: [{result: rotated}]}}]\n",
      "s.yaml:3:37: error: unknown result 'rotated' in result of pattern 1 of events of step 1 (expect) (did you mean 'rotate'?); expected one of rotate, stay, suppressed, granted, denied"
    ),
    (
      head + "steps: [{expect: {windowSize: [667]}}]\n",
      "s.yaml:3:31: error: windowSize of step 1 (expect) is a list of 1; expected [width, height]: a list of 2 numbers"
    ),
    // More syntax, keys and values.
    (
      head + "name: a\u{1}b\n",
      "s.yaml:3:8: error: not valid YAML: control characters are not allowed; expected a YAML or JSON scenario"
    ),
    (head + "controllers:\n  ? [a]\n  : {}\n", "s.yaml:4:5: error: a key in controllers is a list; expected a name"),
    (
      head + "controllers:\n  '': {}\n",
      "s.yaml:4:3: error: an empty controller id in controllers; expected a name such as 'feed'"
    ),
    (
      head + "controllers:\n  a: {supported: null}\n",
      "s.yaml:4:18: error: supported of controller 'a' is null (no value); expected a mask: a list of interface orientations or one of portrait, portraitUpsideDown, landscapeRight, landscapeLeft, landscape, all, allButUpsideDown"
    ),
    (
      head + "controllers:\n  t: {kind: tabBar, selected: 0}\n",
      "s.yaml:4:31: error: tab index 0 is out of range in selected of controller 't'; expected no index: tab bar controller 't' has no children"
    ),
    (
      head + "controllers: {a: {views: [{id: banner}]}}\nsteps: [{expect: {events: [{view: badge}]}}]\n",
      "s.yaml:4:35: error: unknown view 'badge' in view of pattern 1 of events of step 1 (expect); expected one of the declared views: banner"
    ),
    (
      head + "steps: [{expect: {events: [{to: faceUp}]}}]\n",
      "s.yaml:3:33: error: unknown interface orientation 'faceUp' in to of pattern 1 of events of step 1 (expect); expected one of portrait, portraitUpsideDown, landscapeRight, landscapeLeft"
    ),
  ]

  @Test(arguments: cases.map { (OneLine($0.0), $0.1) })
  func eachProblemHasItsMessage(yaml: OneLine, expected: String) {
    #expect(Self.message(yaml.text) == expected)
  }

  // Issue 13: an unknown step named after a long UIKit method was cut to 40 characters, hiding
  // the very name the user wrote.
  @Test(arguments: [
    "setNeedsUpdateOfPrefersInterfaceOrientationLockedNow", "setNeedsUpdateOfSupportedInterfaceOrientationsLater",
  ])
  func anUnknownStepIsNamedWhole(step: String) {
    let message = Self.message(Self.head + "steps:\n  - \(step): feed\n")
    #expect(message?.hasPrefix("s.yaml:4:5: error: unknown key '\(step)' in step 1") == true)
    #expect(message?.contains("expected one of launch") == true)
  }

  @Test func errorsCarryTheirLocationAndProblem() throws {
    let error = try #require(throws: ScenarioError.self) {
      try ScenarioLoader().load(
        yaml: Self.head + "controllers:\n  feed:\n    supportd: [portrait]\n", file: "photo.yaml")
    }
    #expect(error.location == SourceLocation(file: "photo.yaml", line: 5, column: 5))
    guard case .unknownKey(let key, let context, let allowed) = error.problem else {
      Issue.record("not an unknown key: \(error.problem)")
      return
    }
    #expect(key == "supportd")
    #expect(context == "controller 'feed'")
    #expect(allowed.contains("supported"))
  }

  @Test func aMissingFileIsAnErrorNamingIt() {
    let error = #expect(throws: ScenarioError.self) {
      try ScenarioLoader().load(contentsOf: "/nonexistent/photo.yaml")
    }
    #expect(
      error?.description
        == "/nonexistent/photo.yaml: error: cannot read the file: no such file; expected a readable scenario file (YAML or JSON)"
    )
  }

  @Test func aFolderIsNotAScenario() {
    let error = #expect(throws: ScenarioError.self) { try ScenarioLoader().load(contentsOf: Fixture.directory) }
    #expect(
      error?.description.hasSuffix(
        "error: cannot read the file: it is a folder; expected a readable scenario file (YAML or JSON)") == true)
  }

  @Test func bytesThatAreNotUTF8AreRefused() {
    let error = #expect(throws: ScenarioError.self) {
      try ScenarioLoader().load(data: Data([0x73, 0x77, 0xFF, 0xFE, 0x00]), file: "b.yaml")
    }
    #expect(
      error?.description == "b.yaml: error: the file is not UTF-8 text; expected a YAML or JSON scenario in UTF-8")
  }

  @Test func anInfoPlistThatExistsIsAccepted() throws {
    let scenario = try ScenarioLoader(fileExists: { $0 == "Info.plist" }).load(
      yaml: Self.head + "app: {infoPlist: Info.plist}\n", file: "s.yaml")
    #expect(scenario.app.infoPlist?.value.path == "Info.plist")
  }

  /// A CSV trace given as a scenario reads as one long multi-line string: the message quotes its
  /// beginning on one line, not the whole file (review finding 6).
  @Test func aLongMultiLineScalarIsQuotedShortOnOneLine() {
    let csv = "t,x,y,z\n" + String(repeating: "0.01,0.0,-1.0,0.0\n", count: 3_000)
    let message = Self.message(csv)
    // A plain scalar's line breaks fold into spaces (YAML 1.2, 7.3.3).
    #expect(
      message
        == "s.yaml:1:1: error: the scenario is a string ('t,x,y,z 0.01,0.0,-1.0,0.0 0.01,0.0,-1.0…'); expected a mapping of keys to values"
    )
  }

  /// A literal block keeps its line breaks: the message shows them as ⏎ and stays one line.
  @Test func aLongLiteralBlockIsQuotedOnOneLine() {
    let yaml = "swivel: 1\ndevice: iphone-8\nwindow: |\n" + String(repeating: "  line of text\n", count: 500)
    let message = Self.message(yaml)
    #expect(
      message
        == "s.yaml:3:9: error: window is a string ('line of text⏎line of text⏎line of text⏎…'); expected a mapping of keys to values"
    )
    #expect(message?.contains("\n") == false)
  }

  /// Every quoted piece of input is shortened: keys, names, ids and paths.
  @Test(
    arguments: [
      "swivel: 1\n\(String(repeating: "k", count: 200)): 1\n",
      "swivel: 1\ndevice: \(String(repeating: "d", count: 100))\n",
      "swivel: 1\ndevice: iphone-8\nwindow: {root: \(String(repeating: "r", count: 100))}\n",
      "swivel: 1\nios: \"\(String(repeating: "9", count: 100))\"\ndevice: iphone-8\n",
      "swivel: 1\nios: \"6.\(String(repeating: "9", count: 100))\"\ndevice: iphone-8\n",
      "swivel: 1\ndevice: iphone-8\nsteps: [{motion: \(String(repeating: "m", count: 100)).csv}]\n",
      "swivel: 1\ndevice: iphone-8\ncontrollers:\n  \(String(repeating: "c", count: 100)): {supported: sideways}\n",
    ].map(OneLine.init))
  func longInputIsShortenedInEveryMessage(yaml: OneLine) throws {
    let message = try #require(Self.message(yaml.text))
    // A key is quoted up to twice as long as other input: it may be a long UIKit name.
    #expect(message.contains(String(repeating: "k", count: 81)) == false)
    for letter in ["k", "d", "r", "m", "c", "9"] {
      #expect(message.contains(String(repeating: letter, count: 81)) == false, "\(message)")
    }
    #expect(message.contains("…"))
  }

  /// A `motion:` or `infoPlist:` path naming a folder says so, not that nothing is there (review finding 10).
  @Test(arguments: [
    ("app: {infoPlist: \(Fixture.directory)}\n", "app's infoPlist"),
    ("steps: [{motion: \(Fixture.directory)}]\n", "step 1 (motion)"),
  ])
  func aFolderPathSaysItIsAFolder(yaml: String, context: String) {
    let error = #expect(throws: ScenarioError.self) {
      try ScenarioLoader().load(yaml: Self.head + yaml, file: "s.yaml")
    }
    #expect(
      error?.description
        == "s.yaml:3:18: error: '\(QuotedInput.shortened(Fixture.directory))' of \(context) is a folder (\(QuotedInput.shortened(Fixture.directory, limit: 80, keepingEnd: true))); expected the path of a file, relative to the scenario file"
    )
  }

  @Test func aRelativeFolderPathIsNamedAsWritten() {
    let error = #expect(throws: ScenarioError.self) {
      try ScenarioLoader(pathKind: { $0 == "/s/traces" ? .folder : .nothing }).load(
        yaml: Self.head + "steps: [{motion: traces}]\n", file: "s.yaml", directory: "/s")
    }
    #expect(
      error?.description
        == "s.yaml:3:18: error: 'traces' of step 1 (motion) is a folder (/s/traces); expected the path of a file, relative to the scenario file"
    )
  }

  static let tree =
    "controllers:\n  a:\n  b:\n  nav: {kind: navigation, children: [a]}\n  tabs: {kind: tabBar, children: [b]}\n"
    + "window: {root: nav}\nsteps:\n"

  /// Before `launch` there is no app: no window, none of its code runs, so UIKit has nothing to
  /// present from, dismiss, push onto, pop, select or rotate. These steps are refused where they
  /// are written, not skipped (review finding 5).
  @Test(arguments: [
    ("  - present: b\n", "present"),
    ("  - dismiss: b\n", "dismiss"),
    ("  - push: {on: nav, controller: b}\n", "push"),
    ("  - pop: nav\n", "pop"),
    ("  - select: {on: tabs, index: 0}\n", "select"),
    ("  - attemptRotation\n", "attemptRotation"),
  ])
  func aStepThatNeedsTheAppIsRefusedBeforeLaunch(step: String, name: String) {
    let expected =
      "s.yaml:11:5: error: step 2 (\(name)) comes before the app is launched, and \(name) needs the running app; expected '- launch: portrait' (or another device orientation) before this step"
    #expect(
      Self.message(Self.head + Self.tree + "  - rotate: landscapeLeft\n" + step + "  - launch: portrait\n") == expected)
    // A scenario with no launch at all has the same problem.
    #expect(Self.message(Self.head + Self.tree + "  - rotate: landscapeLeft\n" + step) == expected)
    #expect(Self.message(Self.head + Self.tree + "  - launch: portrait\n" + step) == nil)
  }

  /// The device can be turned, locked, shaken and waited on before the app starts; `set`
  /// changes declared answers, which hold from launch on; `expect` checks the state as it is.
  @Test func deviceStepsSetAndExpectMayComeBeforeLaunch() {
    let steps =
      "  - rotate: landscapeLeft\n  - wait: 1\n  - lock: portrait\n  - unlock\n  - motion: walk.csv\n"
      + "  - set: {controller: a, supported: all}\n  - expect: {device: landscapeLeft}\n"
    #expect(Self.message(Self.head + Self.tree + steps, existing: ["walk.csv"]) == nil)
  }

  /// A window without a root has nothing to present from (review finding 5).
  @Test(arguments: ["", "window: {}\n"])
  func presentWithoutARootIsRefused(window: String) {
    #expect(
      Self.message(
        Self.head + "controllers: {photos: }\n" + window + "steps:\n  - launch: portrait\n  - present: photos\n")
        == "s.yaml:\(window.isEmpty ? 6 : 7):5: error: nothing to present from in step 2 (present): the window has no root view controller; expected 'window: {root: <controller id>}'"
    )
  }

  /// A pattern whose kind never has the field it names could never match: `noEvents:` would
  /// hold without checking anything (review finding 9). The kind's fields are listed.
  @Test(arguments: [
    (
      "{kind: willRotateToInterfaceOrientation, from: portrait}",
      "s.yaml:7:66: error: field 'from' in pattern 1 of noEvents of step 2 (expect): events of kind willRotateToInterfaceOrientation have no 'from', so the pattern could never match; expected one of t, kind, controller, to, duration"
    ),
    (
      "{from: portrait, kind: didRotateFromInterfaceOrientation, to: portrait}",
      "s.yaml:7:83: error: field 'to' in pattern 1 of noEvents of step 2 (expect): events of kind didRotateFromInterfaceOrientation have no 'to', so the pattern could never match; expected one of t, kind, controller, from"
    ),
    (
      "{kind: deviceOrientationDidChange, device: portrait}",
      "s.yaml:7:60: error: field 'device' in pattern 1 of noEvents of step 2 (expect): events of kind deviceOrientationDidChange have no 'device', so the pattern could never match; expected one of t, kind, orientation"
    ),
    (
      "{kind: viewDidLoad, view: v}",
      "s.yaml:7:45: error: field 'view' in pattern 1 of noEvents of step 2 (expect): events of kind viewDidLoad have no 'view', so the pattern could never match; expected one of t, kind, controller"
    ),
  ])
  func aPatternNamingAFieldItsKindNeverHasIsRefused(pattern: String, message: String) {
    let yaml =
      Self.head + "controllers: {a: {views: [{id: v}]}}\nwindow: {root: a}\nsteps:\n  - launch: portrait\n"
      + "  - expect: {noEvents: [\(pattern)]}\n"
    #expect(Self.message(yaml) == message)
  }
}
