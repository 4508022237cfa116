import CSDL2
import Foundation

/// Plays the game's short sounds through SDL_mixer. Without a sound device it is silent: opening
/// the audio may fail, and then every `play` does nothing. A sound file that cannot be read is
/// silent too (its name is kept for a message).
@MainActor
public final class SoundPlayer {
  private var chunks: [String: OpaquePointer] = [:]
  /// False when no audio device could be opened.
  public let isAvailable: Bool
  public var isMuted: Bool
  /// Sounds that could not be loaded, with why.
  public private(set) var failures: [String] = []

  /// Opens the audio device and loads `names` from `directory` (`<name>.wav`).
  public init(directory: String, names: [String], muted: Bool) {
    isMuted = muted
    guard SoundPlayer.deviceMayExist(), SDL_InitSubSystem(SDL_INIT_AUDIO) == 0 else {
      isAvailable = false
      return
    }
    // 22,050 Hz, signed 16-bit samples in the machine's order, mono, small buffer for low latency.
    let signed16 = UInt16(AUDIO_S16SYS)
    guard Mix_OpenAudio(22_050, signed16, 1, 1024) == 0 else {
      SDL_QuitSubSystem(SDL_INIT_AUDIO)
      isAvailable = false
      return
    }
    isAvailable = true
    Mix_AllocateChannels(8)
    for name in names {
      let path = directory + "/" + name + ".wav"
      if let chunk = Mix_LoadWAV(path) {
        chunks[name] = OpaquePointer(chunk)
      } else {
        failures.append("\(path): \(sdlErrorMessage())")
      }
    }
  }

  /// Whether any sound output could exist: a sound card, or a PulseAudio or PipeWire server.
  /// Without one, trying to open audio only makes ALSA print errors; the game stays silent.
  nonisolated static func deviceMayExist(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    fileExists: (String) -> Bool = {
      FileManager.default.fileExists(atPath: $0)
    }
  ) -> Bool {
    if environment["SDL_AUDIODRIVER"] != nil || environment["PULSE_SERVER"] != nil { return true }
    if fileExists("/dev/snd") { return true }
    guard let runtime = environment["XDG_RUNTIME_DIR"] else { return false }
    return fileExists(runtime + "/pulse/native") || fileExists(runtime + "/pipewire-0")
  }

  /// Starts a sound on a free channel; does nothing while muted or without audio.
  public func play(_ name: String) {
    guard !isMuted, let chunk = chunks[name] else { return }
    Mix_PlayChannel(-1, UnsafeMutablePointer<Mix_Chunk>(chunk), 0)
  }

  /// Frees the sounds and closes the audio device.
  public func close() {
    guard isAvailable else { return }
    Mix_HaltChannel(-1)
    for chunk in chunks.values { Mix_FreeChunk(UnsafeMutablePointer<Mix_Chunk>(chunk)) }
    chunks.removeAll()
    Mix_CloseAudio()
    SDL_QuitSubSystem(SDL_INIT_AUDIO)
  }
}
