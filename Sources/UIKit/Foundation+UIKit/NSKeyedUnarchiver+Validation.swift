import Foundation

extension NSKeyedUnarchiver {
    /// An unarchiver for `data`, made only after the archive's structure has been checked
    /// (OpenUIKit; not in Apple's Foundation). On Linux, swift-corelibs-foundation's
    /// `NSKeyedUnarchiver` traps — even with `decodingFailurePolicy = .setErrorAndReturn` —
    /// on some malformed archives, and recurses without end through a reference cycle, so
    /// read archives from files or the network through this:
    ///
    ///     let coder = try NSKeyedUnarchiver.validatedUnarchiver(forReadingFrom: data)
    ///     let view = coder.decodeObject(of: UIView.self, forKey: NSKeyedArchiveRootObjectKey)
    ///
    /// Throws `CocoaError.coderReadCorrupt` (in `NSCocoaErrorDomain`), whose description names
    /// the entry at fault, when `$archiver`, `$version`, `$top` or `$objects` is missing or
    /// mistyped; an object reference points past `$objects`, at a class description, or at
    /// something other than a dictionary, string, number or data; a `$class` reference does
    /// not point at a dictionary with a string `$classname` and an array of strings
    /// `$classes`; `$null` appears other than at index 0; an `NS.keys`/`NS.objects` list
    /// holds a non-reference or `$null`, or their counts differ; or object references form
    /// a cycle or a chain deeper than 256; an object of a Foundation class other than
    /// arrays, dictionaries, sets, dates, `NSNull` and strings holding their string; or a
    /// dictionary value that is an object which may fail to decode (Foundation on Linux
    /// crashes pairing the keys with fewer values). The unarchiver returned has
    /// `decodingFailurePolicy = .setErrorAndReturn`, so a value of the wrong class fails
    /// through `error` instead of trapping. Turning on `requiresSecureCoding` brings back
    /// Foundation's own trap for a class outside the allowed classes, which no structural
    /// check can foresee. Its `error` is the first failure reported, so a rejected value
    /// deep in a view tree is named there (Foundation on Linux leaves `error` nil after an
    /// `init(coder:)` calls `failWithError(_:)`, and later reports only "failed to decode").
    public static func validatedUnarchiver(forReadingFrom data: Data) throws -> NSKeyedUnarchiver {
        try KeyedArchiveValidator.validate(data)
        let unarchiver = try FirstErrorKeyedUnarchiver(forReadingFrom: data)
        unarchiver.decodingFailurePolicy = .setErrorAndReturn
        return unarchiver
    }
}

/// An `NSKeyedUnarchiver` whose `error` is the first error passed to `failWithError(_:)`
/// (by Foundation or by an `init(coder:)`), as Apple's Foundation reports it.
final class FirstErrorKeyedUnarchiver: NSKeyedUnarchiver {
    private var firstError: Error?

    override init(forReadingFrom data: Data) throws { try super.init(forReadingFrom: data) }

    override var error: Error? { firstError ?? super.error }

    override func failWithError(_ error: Error) {
        if firstError == nil { firstError = error }
        super.failWithError(error)
    }
}
