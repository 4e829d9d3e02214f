// Swift Testing's cross-import overlay name for UIKit.
//
// The toolchain's `Testing.swiftcrossimport` makes every file that imports both `Testing`
// and `UIKit` implicitly import `_Testing_UIKit`; Apple's SDK ships that module, Linux does
// not, so without it such a file fails with "no such module". This module exists so that the
// import resolves. It deliberately imports nothing (in particular not `Testing`), so apps that
// link `UIKit` never link Swift Testing. Image attachments for tests live in `UIKitTesting`.
