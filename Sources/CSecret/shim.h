#ifndef RPS_CSECRET_SHIM_H
#define RPS_CSECRET_SHIM_H
// libsecret (Debian: libsecret-1-dev), the desktop's Secret Service, for the password of an
// XMPP account. Its header needs GLib's include folders, which only pkg-config knows, and
// pkg-config's -pthread is refused by SwiftPM with a warning on every build; so the five
// functions the game calls are declared here, with GLib's pointer types as opaque pointers
// (the same calling convention), and its C variadics wrapped in inline functions Swift can call.
#include <stddef.h>

typedef struct _SecretSchema SecretSchema;
typedef struct _RpsGError RpsGError;

SecretSchema *secret_schema_new(const char *name, int flags, ...);
char *secret_password_lookup_sync(const SecretSchema *schema, void *cancellable, RpsGError **error, ...);
int secret_password_store_sync(const SecretSchema *schema, const char *collection, const char *label,
                               const char *password, void *cancellable, RpsGError **error, ...);
void secret_password_free(char *password);
void g_error_free(RpsGError *error);

/// The game's schema: one string attribute, the account's bare address (SECRET_SCHEMA_NONE and
/// SECRET_SCHEMA_ATTRIBUTE_STRING are 0). Made once; libsecret keeps it for the process.
static inline const SecretSchema *rps_secret_schema(void) {
  static SecretSchema *schema = NULL;
  if (schema == NULL) schema = secret_schema_new("org.rps.Game.XMPPPassword", 0, "address", 0, NULL);
  return schema;
}

/// The password kept for `address`, or NULL (none kept, or an error, then freed); free it with
/// secret_password_free.
static inline char *rps_secret_lookup(const char *address) {
  RpsGError *error = NULL;
  char *found = secret_password_lookup_sync(rps_secret_schema(), NULL, &error, "address", address, NULL);
  if (error != NULL) g_error_free(error);
  return found;
}

/// Keeps `password` for `address` in the default collection; 0 when it could not.
static inline int rps_secret_store(const char *address, const char *label, const char *password) {
  RpsGError *error = NULL;
  int kept = secret_password_store_sync(rps_secret_schema(), "default", label, password, NULL, &error, "address",
                                        address, NULL);
  if (error != NULL) g_error_free(error);
  return kept;
}
#endif
