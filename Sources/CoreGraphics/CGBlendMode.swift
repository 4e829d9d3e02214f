import Foundation

/// How drawn colors combine with the colors already in the context (Apple's raw values).
public enum CGBlendMode: Int32, Sendable, CaseIterable {
    /// Source over destination.
    case normal = 0
    /// Multiply.
    case multiply
    /// Screen.
    case screen
    /// Overlay.
    case overlay
    /// Darken.
    case darken
    /// Lighten.
    case lighten
    /// Color dodge.
    case colorDodge
    /// Color burn.
    case colorBurn
    /// Soft light.
    case softLight
    /// Hard light.
    case hardLight
    /// Difference.
    case difference
    /// Exclusion.
    case exclusion
    /// Hue.
    case hue
    /// Saturation.
    case saturation
    /// Color.
    case color
    /// Luminosity.
    case luminosity
    /// R = 0.
    case clear
    /// R = S.
    case copy
    /// R = S*Da.
    case sourceIn
    /// R = S*(1 - Da).
    case sourceOut
    /// R = S*Da + D*(1 - Sa).
    case sourceAtop
    /// R = S*(1 - Da) + D.
    case destinationOver
    /// R = D*Sa.
    case destinationIn
    /// R = D*(1 - Sa).
    case destinationOut
    /// R = S*(1 - Da) + D*Sa.
    case destinationAtop
    /// R = S*(1 - Da) + D*(1 - Sa).
    case xor
    /// R = MAX(0, 1 - ((1 - D) + (1 - S))).
    case plusDarker
    /// R = MIN(1, S + D).
    case plusLighter
}
