//! Text for a terminal, shared by the subcommands: styles, sizes and times, and the `error:`
//! line of a command that could not do its work.
//!
//! Everything here returns strings that may hold ANSI styles; they are printed through
//! `anstream`, which drops the styles when the stream is not a terminal or NO_COLOR is set.

use std::fmt::Write as _;
use std::time::Duration;

use anstyle::{AnsiColor, Style};

/// The `error:` line, shared with explore.
pub use ::cli::exit::error_exit;

pub const BOLD: Style = Style::new().bold();
pub const DIM: Style = Style::new().dimmed();
pub const GOOD: Style = AnsiColor::Green.on_default().bold();
pub const BAD: Style = AnsiColor::Red.on_default().bold();
pub const WARN: Style = AnsiColor::Yellow.on_default().bold();
pub const NOTE: Style = AnsiColor::Cyan.on_default().bold();

/// Indentation of the details under a case's line.
pub const INDENT: &str = "      ";

pub fn millis(d: Duration) -> String {
    format!("{} ms", d.as_millis())
}

pub fn mib(kib: u64) -> String {
    format!("{:.1} MiB", kib as f64 / 1024.0)
}

/// `1 line`, `2 lines`.
pub fn count(n: usize, noun: &str) -> String {
    format!("{n} {noun}{}", if n == 1 { "" } else { "s" })
}

pub fn bytes(n: u64) -> String {
    match n {
        n if n < 1 << 10 => format!("{n} B"),
        n if n < 1 << 20 => format!("{:.1} KiB", n as f64 / 1024.0),
        n => format!("{:.1} MiB", n as f64 / (1 << 20) as f64),
    }
}

/// A name for display, such as a file stem that need not be UTF-8: its UTF-8 as it is, any
/// other byte as `\xNN`, where a lossy conversion would show a bare `�` whatever the byte.
pub fn escaped(name: &[u8]) -> String {
    let mut out = String::new();
    for chunk in name.utf8_chunks() {
        out.push_str(chunk.valid());
        for byte in chunk.invalid() {
            let _ = write!(out, "\\x{byte:02x}");
        }
    }
    out
}

/// `word` as one word of a shell command line, to be copied and run: as it is when that is
/// safe, else in single quotes.
pub fn shell_word(word: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "/._-+,:=@%".contains(c);
    if !word.is_empty() && word.chars().all(plain) {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', r"'\''"))
    }
}

/// Writes `bytes` to standard output and flushes: `Ok(true)` when all went out, `Ok(false)` when
/// the reader closed the pipe first (`| head`), which is no error: the tool then ends quietly, as
/// command-line tools do.
pub fn print_all(bytes: &[u8]) -> std::io::Result<bool> {
    use std::io::Write as _;
    let mut out = std::io::stdout().lock();
    match out.write_all(bytes).and_then(|()| out.flush()) {
        Ok(()) => Ok(true),
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(false),
        Err(e) => Err(e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escaped_keeps_utf8_and_escapes_other_bytes() {
        assert_eq!(escaped(b"caf\xe9"), "caf\\xe9");
        assert_eq!(escaped("café".as_bytes()), "café");
        assert_eq!(escaped(b"a\xff\xfeb"), "a\\xff\\xfeb");
    }

    #[test]
    fn shell_words_are_quoted_only_when_needed() {
        assert_eq!(shell_word("/tmp/sol-1.exe"), "/tmp/sol-1.exe");
        assert_eq!(shell_word("/tmp/my sol"), "'/tmp/my sol'");
        assert_eq!(shell_word("it's"), r"'it'\''s'");
        assert_eq!(shell_word(""), "''");
    }
}
