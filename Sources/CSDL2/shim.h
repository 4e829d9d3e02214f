#include <SDL.h>
#include <SDL_syswm.h>
#if defined(SDL_VIDEO_DRIVER_X11)
// The X11 clipboard (X11Clipboard) watches the CLIPBOARD selection's owner through XFixes.
#include <X11/extensions/Xfixes.h>
#endif

/// The file descriptor of the window system connection behind `window` (the X11 display
/// connection), which becomes readable when input arrives; -1 when SDL does not expose one
/// (the dummy or offscreen drivers, Wayland).
static inline int OpenUIKitSDLConnectionFileDescriptor(SDL_Window *window) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info)) return -1;
#if defined(SDL_VIDEO_DRIVER_X11)
    if (info.subsystem == SDL_SYSWM_X11) return XConnectionNumber(info.info.x11.display);
#endif
    return -1;
}
