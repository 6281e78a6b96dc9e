//! A run's standard streams: where input and output go, and the threads that feed the input,
//! capture the output up to its cap (or watch the output file's size) and keep the tail of
//! standard error, so that no program can fill the runner's memory or block it.

use std::fs::File;
use std::io::{self, ErrorKind, Read, Write};
use std::process::{ChildStderr, ChildStdin, ChildStdout, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::Duration;

/// Where a run's standard input comes from and its standard output goes.
pub(super) enum Streams<'a> {
    /// Pipes: this input is fed to standard input, standard output is captured.
    Pipes(&'a [u8]),
    /// The program reads and writes these files itself.
    Files { stdin: File, stdout: File },
}

impl Streams<'_> {
    /// What to spawn with for standard input and output; a file is duplicated, so this can be
    /// called again if a spawn fails.
    pub(super) fn stdio(&self) -> io::Result<(Stdio, Stdio)> {
        Ok(match self {
            Streams::Pipes(_) => (Stdio::piped(), Stdio::piped()),
            Streams::Files { stdin, stdout } => {
                (stdin.try_clone()?.into(), stdout.try_clone()?.into())
            }
        })
    }

    /// What to feed on the standard input pipe; nothing when standard input is a file.
    pub(super) fn input(&self) -> &[u8] {
        match self {
            Streams::Pipes(input) => input,
            Streams::Files { .. } => &[],
        }
    }
}

/// Sets `over_cap` once `file` grows past `cap` bytes, looking every 2 ms until `finished`.
pub(super) fn watch_size(file: &File, cap: usize, over_cap: &AtomicBool, finished: &AtomicBool) {
    while !finished.load(Ordering::SeqCst) {
        if file.metadata().is_ok_and(|meta| meta.len() > cap as u64) {
            over_cap.store(true, Ordering::SeqCst);
            return;
        }
        thread::sleep(Duration::from_millis(2));
    }
}

/// Writes the whole input, then closes the pipe so the program sees end of file.
///
/// A program may exit, or close its standard input, without reading all of it: the write then
/// fails with EPIPE (Rust ignores SIGPIPE, so it comes back as an error). That is the program's
/// business, not a failure of the run.
pub(super) fn feed(mut stdin: ChildStdin, input: &[u8]) -> io::Result<()> {
    match stdin.write_all(input) {
        Err(e) if e.kind() == ErrorKind::BrokenPipe => Ok(()),
        other => other,
    }
}

/// Reads standard output up to `cap` bytes. One byte more sets `over_cap` and stops reading
/// (dropping the pipe), so an endless writer never fills memory; the waiting loop then kills it.
pub(super) fn read_capped(
    mut stdout: ChildStdout,
    cap: usize,
    over_cap: &AtomicBool,
) -> io::Result<Vec<u8>> {
    let mut kept = Vec::new();
    let mut chunk = vec![0u8; 64 << 10];
    loop {
        let n = match stdout.read(&mut chunk) {
            Ok(0) => return Ok(kept),
            Ok(n) => n,
            Err(e) if e.kind() == ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        let room = cap - kept.len();
        if n > room {
            kept.extend_from_slice(&chunk[..room]);
            over_cap.store(true, Ordering::SeqCst);
            return Ok(kept);
        }
        kept.extend_from_slice(&chunk[..n]);
    }
}

/// Reads standard error to the end, keeping its last `keep` bytes (at most twice that in memory).
pub(super) fn read_tail(mut stderr: ChildStderr, keep: usize) -> io::Result<(Vec<u8>, u64)> {
    let mut tail = Vec::new();
    let mut total = 0u64;
    let mut chunk = vec![0u8; 16 << 10];
    loop {
        let n = match stderr.read(&mut chunk) {
            Ok(0) => break,
            Ok(n) => n,
            Err(e) if e.kind() == ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        total += n as u64;
        tail.extend_from_slice(&chunk[..n]);
        if tail.len() > 2 * keep.max(1) {
            tail.drain(..tail.len() - keep);
        }
    }
    if tail.len() > keep {
        tail.drain(..tail.len() - keep);
    }
    Ok((tail, total))
}
