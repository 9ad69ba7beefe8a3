/// The app's one wording for failures every feature can meet, so that a server or connection
/// problem reads the same on every screen. (`\n` marks where Japanese may break: by phrase.)
public enum FailureMessages {
  /// The server answered with an error.
  public static let server = Localized(
    ja: "サーバーで問題が発生しました。\n時間をおいてもう一度お試しください。",
    en: "Something went wrong on our side. Please try again in a moment.",
    ar: "حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى بعد قليل.")

  /// The request did not reach the server.
  public static let connection = Localized(
    ja: "通信できませんでした。\n電波の良いところでもう一度お試しください。",
    en: "We couldn’t connect. Check your connection and try again.",
    ar: "تعذّر الاتصال. تحقّق من اتصالك وحاول مرة أخرى.")
}
