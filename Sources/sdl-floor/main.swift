import CSDL2

#if canImport(Glibc)
import Glibc
#endif

// sdl-floor: the least an SDL program can do for `rps --screenshot`, timed by `rps-bench` as the
// floor of the game's startup. It opens a hidden window on the offscreen driver with the renderer
// `rps` would choose (accelerated, else software; RPS_RENDERER=software forces software), loads
// the game's font, draws one line of text and saves the window as a PNG, then closes everything.
//   sdl-floor OUTPUT.png WIDTHxHEIGHT FONT.ttf
// No Foundation: only SDL, SDL_ttf and SDL_image.

func fail(_ message: String) -> Never {
  let line = "sdl-floor: \(message)\n"
  _ = line.withCString { write(2, $0, strlen($0)) }
  exit(1)
}

let arguments = CommandLine.arguments
guard arguments.count == 4 else { fail("usage: sdl-floor OUTPUT.png WIDTHxHEIGHT FONT.ttf") }
let sides = arguments[2].split(separator: "x").compactMap { Int32($0) }
guard sides.count == 2, sides[0] > 0, sides[1] > 0 else { fail("bad size \(arguments[2])") }
let (width, height) = (sides[0], sides[1])

SDL_SetHint(SDL_HINT_VIDEODRIVER, "offscreen")
guard SDL_Init(SDL_INIT_VIDEO) == 0 else { fail(String(cString: SDL_GetError())) }
guard TTF_Init() == 0 else { fail(String(cString: SDL_GetError())) }
_ = IMG_Init(Int32(IMG_INIT_PNG.rawValue))

guard let window = SDL_CreateWindow("sdl-floor", 0, 0, width, height, SDL_WINDOW_HIDDEN.rawValue) else {
  fail(String(cString: SDL_GetError()))
}
let forceSoftware = SDL_getenv("RPS_RENDERER").map { String(cString: $0) } == "software"
let acceleratedFlags = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
guard
  let renderer = (forceSoftware ? nil : SDL_CreateRenderer(window, -1, acceleratedFlags))
    ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
else { fail(String(cString: SDL_GetError())) }
guard let font = TTF_OpenFont(arguments[3], 24) else { fail(String(cString: SDL_GetError())) }

SDL_SetRenderDrawColor(renderer, 16, 22, 38, 255)
SDL_RenderClear(renderer)
let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
guard let text = TTF_RenderUTF8_Blended(font, "Rock Paper Scissors", white),
  let texture = SDL_CreateTextureFromSurface(renderer, text)
else { fail(String(cString: SDL_GetError())) }
var destination = SDL_Rect(x: 20, y: 20, w: text.pointee.w, h: text.pointee.h)
SDL_RenderCopy(renderer, texture, nil, &destination)

guard let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue),
  SDL_RenderReadPixels(
    renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, surface.pointee.pixels, surface.pointee.pitch) == 0,
  IMG_SavePNG(surface, arguments[1]) == 0
else { fail(String(cString: SDL_GetError())) }

SDL_FreeSurface(surface)
SDL_DestroyTexture(texture)
SDL_FreeSurface(text)
TTF_CloseFont(font)
SDL_DestroyRenderer(renderer)
SDL_DestroyWindow(window)
IMG_Quit()
TTF_Quit()
SDL_Quit()
