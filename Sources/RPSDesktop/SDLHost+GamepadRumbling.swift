import RPSApp
import SDLHost

extension SDLHost: GamepadRumbling {
  public func rumble(pad index: Int, strength: Double, seconds: Double) {
    rumbleGamepad(index, strength: strength, seconds: seconds)
  }
}
