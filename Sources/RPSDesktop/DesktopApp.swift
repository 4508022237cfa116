import DesktopPortal
import Foundation
import GameCore
import Localization
import RPSApp
import SDLHost
import ViewKit

/// `rps` on a desktop: the app's screens in an SDL window, or rendered offscreen into a PNG.
public enum DesktopApp {
  /// Runs `rps` with the arguments after the program name and returns the exit status:
  /// 0 done, 1 could not run (no display, missing assets), 2 bad command line.
  @MainActor
  public static func run(arguments: [String]) -> Int32 {
    if !RockPaperScissorsApp.printsPackageFiles(arguments) { RockPaperScissorsApp.setUpTranslations() }
    switch RockPaperScissorsApp.launch(arguments: arguments) {
    case .finished(let status): return status
    case .window(let options): return open(options)
    }
  }

  @MainActor
  private static func open(_ options: CommandLineOptions) -> Int32 {
    let printError = RockPaperScissorsApp.printError
    let assets: String
    switch AssetLocator.locate() {
    case .success(let folder): assets = folder
    case .failure(let error):
      printError("rps: \(error)")
      return 1
    }
    let (settings, settingsNotice) = SettingsKeeper.load(
      from: SettingsStore(folder: SettingsStore.defaultFolder()))
    var screenshotPath: String?
    if case .screenshot(let path) = options.action { screenshotPath = path }
    let offscreen = screenshotPath != nil
    let scratch = offscreen && options.dataDirectory == nil ? ScratchHistoryFolder() : nil
    defer { scratch?.remove() }
    let folder =
      options.dataDirectory.map { URL(fileURLWithPath: $0) } ?? scratch?.url ?? HistoryStore.defaultFolder()
    // The window comes back where it was, at its size, unless the command line sized it or it
    // stood for another device.
    let placement = settings.settings.window.flatMap { saved in
      options.requestedSize == nil && saved.device == options.device.rawValue && !offscreen ? saved : nil
    }
    let app: AssembledApp<SDLHost>
    do {
      app = try RockPaperScissorsApp.assemble(
        options: options, store: HistoryStore(folder: folder), settings: settings
      ) { screens in
        // The desktop's light or dark style, asked once before the first frame.
        screens.preferences?.desktopStyle = DesktopPortal.colorScheme().flatMap(
          Theme.Style.init(colorScheme:))
        var configuration = HostConfiguration(
          title: tr("Rock Paper Scissors"),
          size: placement.map { Size(width: $0.width, height: $0.height) } ?? options.size,
          scale: options.scale,
          doublesScaleOnLargeDisplays: !options.scaleWasGiven, assetsDirectory: assets,
          offscreen: offscreen,
          minimumSize: CommandLineOptions.minimumSize,
          idiom: options.device, preloadedImages: screens.picturesShownFirst, appearance: Theme.appearance,
          applicationID: RockPaperScissorsApp.applicationID)
        if let placement, let x = placement.x, let y = placement.y {
          configuration.position = Point(x: x, y: y)
        }
        configuration.usesGamepads = !offscreen
        let host = try SDLHost(configuration: configuration, rootViewController: screens.split)
        return (host, host.window)
      }
    } catch {
      printError("rps: \(error)")
      return 1
    }
    let (screens, host, commands) = (app.screens, app.host, app.commands)
    defer { host.close() }
    // The commands live as long as the window: the window holds only weak references to them.
    defer { withExtendedLifetime(app) {} }
    settings.onNotice = screens.keeper.onNotice
    if let settingsNotice { settings.onNotice?(settingsNotice) }
    let run = options.applied(to: settings.settings)
    screens.keeper.cardRenderer = MatchCardRenderer(host: host)
    if !offscreen {
      // A picture missing or damaged in the window: said once, on standard error and in the
      // window. (A screenshot fails with it instead.)
      host.onAssetFailure = { [weak split = screens.split] error in
        printError("rps: \(error)")
        split?.showNotice("\(error)")
      }
    }
    screens.play.rumble = host
    screens.twoPlayer.rumble = host
    // Screenshots are silent; a window without a sound device is silent too, not an error.
    let sounds =
      offscreen
      ? nil
      : SoundPlayer(
        directory: assets + "/sounds", names: SoundEffect.allCases.map(\.fileName), muted: !run.isSoundOn)
    defer { sounds?.close() }
    if let sounds {
      screens.play.sounds = sounds
      screens.twoPlayer.sounds = sounds
      for failure in sounds.failures {
        printError("rps: " + tr("cannot load the sound %1$@; it stays silent", failure))
      }
      screens.preferences?.onSoundChange = { [unowned sounds] on in sounds.isMuted = !on }
      commands.onToggleMute = { [unowned sounds, weak preferences = screens.preferences] in
        preferences?.setSoundOn(sounds.isMuted)
        guard sounds.isAvailable else { return tr("No sound device was found: the game is silent") }
        return sounds.isMuted ? tr("Sound off (M turns it on)") : tr("Sound on")
      }
    }
    // With the ladder or the day's challenge opened, the throws go to its rival once it is shown.
    let rivalThrows =
      [.ladder, .masters, .daily].contains(options.screen) || options.screen.earlierDay != nil
      ? options.moves : []
    screens.playThrows(rivalThrows.isEmpty ? options.moves : [])
    screens.playThrowPairs(options.movePairs)
    // The network thread and LAN searches wake the loop with an SDL user event; the news is
    // taken on this thread.
    screens.network.wake = host.makeWaker()
    // A window (not a screenshot) keeps XMPP passwords in the Secret Service when one runs.
    if !offscreen { screens.network.services.passwords = SecretServicePasswords.ifAvailable() }
    // The desktop turning light or dark while the game runs: heard on the watcher's thread,
    // carried out here.
    let styleNews = DesktopStyleNews()
    let wakeForStyle = host.makeWaker()
    let styleWatcher =
      offscreen
      ? nil
      : DesktopStyleWatcher { scheme in
        styleNews.post(scheme)
        wakeForStyle()
      }
    defer { styleWatcher?.stop() }
    host.onWake = { [unowned screens] in
      screens.network.takeEvents()
      if let scheme = styleNews.take() {
        screens.preferences?.desktopStyle = Theme.Style(colorScheme: scheme)
      }
    }
    let shown: Bool
    if options.screen == .help || options.screen == .about {
      commands.firstHelpPage = options.screen == .about ? .about : .howToPlay
      commands.toggleHelp()
      commands.firstHelpPage = .howToPlay
      shown = true
    } else {
      shown = screens.show(options.screen)
      if let refusal = screens.playRivalThrows(
        rivalThrows, daily: options.screen == .daily, masters: options.screen == .masters,
        earlierDay: options.screen.earlierDay)
      {
        printError("rps: \(refusal)")
        return 2
      }
      if let answer = options.habitAnswer, let refusal = screens.answerHabitQuestion(answer) {
        printError("rps: \(refusal)")
        return 2
      }
    }
    if let mode = options.network { screens.network.start(mode) }
    guard let screenshotPath else {
      host.window.reducesMotion = run.reducesMotion
      if placement?.isFullScreen == true { host.setFullScreen(true) }
      host.run()
      // A deletion still offering Undo is final when the game quits.
      screens.commitPendingDeletion()
      screens.network.shutDown()
      remember(host, device: options.device, in: settings, sizedByCommandLine: options.requestedSize != nil)
      return 0
    }
    // A screenshot of a screen that cannot be shown is a bad command line (the notice said why).
    guard shown else { return 2 }
    // The screenshot shows the finished layout, not the first frame of an animation.
    host.window.animator.finishAll()
    do {
      try host.saveScreenshot(to: screenshotPath)
    } catch {
      printError("rps: \(error)")
      return 1
    }
    return 0
  }

  /// Keeps where the window was and how big for the next run. A full-screen window keeps the
  /// size it had before; a window sized with `--size` is not remembered.
  @MainActor
  private static func remember(
    _ host: SDLHost, device: UserInterfaceIdiom, in settings: SettingsKeeper, sizedByCommandLine: Bool
  ) {
    guard !sizedByCommandLine else { return }
    let fullScreen = host.isFullScreen
    let position = host.windowPosition
    let size = host.window.size
    settings.update { saved in
      var placement =
        saved.window.flatMap { $0.device == device.rawValue ? $0 : nil }
        ?? WindowPlacement(width: size.width, height: size.height, device: device.rawValue)
      placement.isFullScreen = fullScreen
      if !fullScreen {
        placement.width = size.width
        placement.height = size.height
        placement.x = position.x
        placement.y = position.y
      }
      saved.window = placement
    }
  }
}
