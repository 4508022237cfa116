import RPSApp
import SDLHost

extension SoundPlayer: SoundEffectPlaying {
  public func play(_ effect: SoundEffect) {
    play(effect.fileName)
  }
}
