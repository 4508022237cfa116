#!/usr/bin/python3
"""A stand-in XDG desktop portal on a private session bus: exports
org.freedesktop.portal.Desktop at /org/freedesktop/portal/desktop with the Settings interface's
Read and ReadOne, answering org.freedesktop.appearance color-scheme with the number given on
the command line (0 no preference, 1 dark, 2 light). Prints "ready" once the name is owned.
The test's own method io.github.rps.StandInPortal.SetColorScheme(u) changes the value and sends
the Settings interface's SettingChanged signal, as a desktop does when its style changes."""
import sys

import dbus
import dbus.service
from dbus.mainloop.glib import DBusGMainLoop
from gi.repository import GLib

SETTINGS = "org.freedesktop.portal.Settings"


class Portal(dbus.service.Object):
    def __init__(self, bus, scheme):
        super().__init__(bus, "/org/freedesktop/portal/desktop")
        self.scheme = scheme

    def value(self, namespace, key):
        if (namespace, key) != ("org.freedesktop.appearance", "color-scheme"):
            raise dbus.exceptions.DBusException(
                "org.freedesktop.portal.Error.NotFound", "Requested setting not found")
        return dbus.UInt32(self.scheme)

    @dbus.service.method(SETTINGS, in_signature="ss", out_signature="v")
    def ReadOne(self, namespace, key):
        return self.value(namespace, key)

    @dbus.service.signal(SETTINGS, signature="ssv")
    def SettingChanged(self, namespace, key, value):
        pass

    @dbus.service.method("io.github.rps.StandInPortal", in_signature="u", out_signature="")
    def SetColorScheme(self, scheme):
        self.scheme = int(scheme)
        self.SettingChanged("org.freedesktop.appearance", "color-scheme", dbus.UInt32(self.scheme))

    @dbus.service.method(SETTINGS, in_signature="ss", out_signature="v")
    def Read(self, namespace, key):
        # The older method wraps the value in a second variant.
        return dbus.types.Variant(self.value(namespace, key), variant_level=1)


def main():
    DBusGMainLoop(set_as_default=True)
    bus = dbus.SessionBus()
    name = dbus.service.BusName("org.freedesktop.portal.Desktop", bus)
    portal = Portal(bus, int(sys.argv[1]))
    print("ready", flush=True)
    GLib.MainLoop().run()
    del name, portal


if __name__ == "__main__":
    main()
