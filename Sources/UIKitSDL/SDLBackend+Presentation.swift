import CCairo
import CSDL2
import Foundation
import UIKit

extension SDLBackend {
    /// Releases a host's texture, renderer and window.
    func destroy(_ host: Host) {
        if let texture = host.texture { SDL_DestroyTexture(texture) }
        if let renderer = host.renderer { SDL_DestroyRenderer(renderer) }
        host.texture = nil
        host.renderer = nil
        SDL_DestroyWindow(host.sdlWindow)
    }

    /// The drawable's size in pixels: the renderer's output, else the window surface's.
    func drawableSize(of host: Host) -> (width: Int32, height: Int32) {
        var w: Int32 = 0, h: Int32 = 0
        if let renderer = host.renderer {
            if SDL_GetRendererOutputSize(renderer, &w, &h) != 0 { return (0, 0) }
        } else if let surface = SDL_GetWindowSurface(host.sdlWindow) {
            w = surface.pointee.w
            h = surface.pointee.h
        }
        return (w, h)
    }

    /// Measures the pixel density (drawable pixels per window unit) and gives the screen
    /// the resulting scale: a change re-renders every view at the new scale and sends
    /// `traitCollectionDidChange` (window moved to a display of another density).
    func updateScale(for host: Host) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(host.sdlWindow, &w, &h)
        let drawable = drawableSize(of: host)
        guard let density = SDLPixelMapping.density(windowWidth: w, drawableWidth: drawable.width) else { return }
        host.mapping.density = density
        let scale = host.mapping.scale
        if scale != host.window.screen.scale { host.window.screen.configure(scale: scale) }
        host.needsPresent = true
    }

    /// Copies the compositor's pixels of each window that redrew (or was exposed) to the screen.
    func presentChangedWindows() {
        for host in hosts {
            guard host.needsPresent || !host.window.unpresentedDamage.isEmpty, let compositor = host.window.compositor else { continue }
            cairo_surface_flush(compositor.surface)
            guard let pixels = cairo_image_surface_get_data(compositor.surface) else { continue }
            let frame = Frame(pixels: pixels, stride: cairo_image_surface_get_stride(compositor.surface),
                              width: Int32(compositor.pixelWidth), height: Int32(compositor.pixelHeight))
            let damage = host.window.takeUnpresentedDamage()
            let regions = host.needsPresent ? nil : damagedPixelRects(damage, of: host.window, scale: CGFloat(compositor.scale), in: frame)
            let presented = host.renderer != nil ? presentThroughRenderer(frame, regions: regions, in: host)
                                                 : presentThroughSurface(frame, regions: regions, in: host)
            guard presented else { host.needsPresent = true; continue }   // the next present copies everything
            host.needsPresent = false
            presentedFrameCount += 1
        }
    }

    /// A rendered frame: premultiplied ARGB32 pixels.
    struct Frame {
        let pixels: UnsafeMutablePointer<UInt8>
        let stride: Int32
        let width: Int32, height: Int32
    }

    /// The pixel rectangles of `damage` (window points times `scale`, widened to whole
    /// pixels plus one for antialiasing), clipped to the frame; nil when the whole frame must
    /// be copied (a window not at the origin, or more than 16 rectangles).
    func damagedPixelRects(_ damage: [CGRect], of window: UIWindow, scale: CGFloat, in frame: Frame) -> [SDL_Rect]? {
        guard window.frame.origin == .zero, damage.count <= 16 else { return nil }
        let bounds = CGRect(x: 0, y: 0, width: CGFloat(frame.width), height: CGFloat(frame.height))
        return damage.compactMap { rect in
            let pixels = CGRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale)
                .insetBy(dx: -1, dy: -1).integral.intersection(bounds)
            guard !pixels.isNull, !pixels.isEmpty, pixels.width.isFinite, pixels.height.isFinite else { return nil }
            return SDL_Rect(x: Int32(pixels.minX), y: Int32(pixels.minY), w: Int32(pixels.width), h: Int32(pixels.height))
        }
    }

    /// The renderer path: the frame's changed pixels (`regions`, nil for all) go into a
    /// streaming texture as large as the renderer's output, which is copied 1:1 to it.
    private func presentThroughRenderer(_ frame: Frame, regions: [SDL_Rect]?, in host: Host) -> Bool {
        guard let renderer = host.renderer else { return false }
        let output = drawableSize(of: host)
        guard output.width > 0, output.height > 0 else { return false }
        var regions = regions
        if host.texture == nil || host.textureWidth != output.width || host.textureHeight != output.height {
            regions = nil
            if let old = host.texture { SDL_DestroyTexture(old) }
            host.texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                             output.width, output.height)
            guard let texture = host.texture else {
                UIView.log("SDL_CreateTexture failed: \(String(cString: SDL_GetError())); presenting through the window surface")
                SDL_DestroyRenderer(renderer)
                host.renderer = nil
                return false
            }
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
            host.textureWidth = output.width
            host.textureHeight = output.height
        }
        let full = SDL_Rect(x: 0, y: 0, w: min(frame.width, output.width), h: min(frame.height, output.height))
        uploadedPixelCount = 0
        for region in regions ?? [full] {
            var region = region, whole = full, rect = SDL_Rect()
            guard SDL_IntersectRect(&region, &whole, &rect) == SDL_TRUE, rect.w > 0, rect.h > 0 else { continue }
            let start = frame.pixels.advanced(by: Int(rect.y) * Int(frame.stride) + Int(rect.x) * 4)
            SDL_UpdateTexture(host.texture, &rect, start, frame.stride)
            uploadedPixelCount += Int(rect.w) * Int(rect.h)
        }
        SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255)
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, host.texture, nil, nil)
        SDL_RenderPresent(renderer)
        return true
    }

    /// The window-surface path (no renderer): the frame's changed pixels (`regions`, nil
    /// for all) are converted into the surface and only they are updated on screen.
    private func presentThroughSurface(_ frame: Frame, regions: [SDL_Rect]?, in host: Host) -> Bool {
        guard let surface = SDL_GetWindowSurface(host.sdlWindow), let pixels = surface.pointee.pixels else { return false }
        let full = SDL_Rect(x: 0, y: 0, w: min(frame.width, surface.pointee.w), h: min(frame.height, surface.pointee.h))
        let format = surface.pointee.format.pointee.format
        let bytesPerPixel = Int(surface.pointee.format.pointee.BytesPerPixel)
        let pitch = surface.pointee.pitch
        var updated: [SDL_Rect] = []
        uploadedPixelCount = 0
        SDL_LockSurface(surface)
        for region in regions ?? [full] {
            var region = region, whole = full, rect = SDL_Rect()
            guard SDL_IntersectRect(&region, &whole, &rect) == SDL_TRUE, rect.w > 0, rect.h > 0 else { continue }
            let source = frame.pixels.advanced(by: Int(rect.y) * Int(frame.stride) + Int(rect.x) * 4)
            let target = pixels.advanced(by: Int(rect.y) * Int(pitch) + Int(rect.x) * bytesPerPixel)
            SDL_ConvertPixels(rect.w, rect.h, SDL_PIXELFORMAT_ARGB8888.rawValue, source, frame.stride, format, target, pitch)
            updated.append(rect)
            uploadedPixelCount += Int(rect.w) * Int(rect.h)
        }
        SDL_UnlockSurface(surface)
        guard !updated.isEmpty else { return true }
        if regions == nil { SDL_UpdateWindowSurface(host.sdlWindow) }
        else { SDL_UpdateWindowSurfaceRects(host.sdlWindow, updated, Int32(updated.count)) }
        return true
    }

    /// Whether `window` is presented through an SDL renderer (false: the window surface).
    package func presentsThroughRenderer(_ window: UIWindow) -> Bool {
        hosts.first { $0.window === window }?.renderer != nil
    }

    /// The SDL window's size in window units and its drawable's size in pixels.
    package func sdlSizes(of window: UIWindow) -> (window: (width: Int32, height: Int32), drawable: (width: Int32, height: Int32))? {
        guard let host = hosts.first(where: { $0.window === window }) else { return nil }
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(host.sdlWindow, &w, &h)
        return ((w, h), drawableSize(of: host))
    }

    /// The pixel at (`x`, `y`) of the last presented frame as 0xRRGGBB, read back from the
    /// renderer's output or the window surface.
    package func presentedPixel(of window: UIWindow, x: Int32, y: Int32) -> UInt32? {
        guard let host = hosts.first(where: { $0.window === window }) else { return nil }
        var pixel: UInt32 = 0
        if let renderer = host.renderer {
            var rect = SDL_Rect(x: x, y: y, w: 1, h: 1)
            guard SDL_RenderReadPixels(renderer, &rect, SDL_PIXELFORMAT_ARGB8888.rawValue, &pixel, 4) == 0 else { return nil }
        } else {
            guard let surface = SDL_GetWindowSurface(host.sdlWindow), x >= 0, y >= 0, x < surface.pointee.w, y < surface.pointee.h else { return nil }
            SDL_LockSurface(surface)
            let row = surface.pointee.pixels.advanced(by: Int(y) * Int(surface.pointee.pitch))
            SDL_ConvertPixels(1, 1, surface.pointee.format.pointee.format, row.advanced(by: Int(x) * Int(surface.pointee.format.pointee.BytesPerPixel)),
                              surface.pointee.pitch, SDL_PIXELFORMAT_ARGB8888.rawValue, &pixel, 4)
            SDL_UnlockSurface(surface)
        }
        return pixel & 0xFF_FFFF
    }
}
