//! A 100 MB input on a single line: the binary streams it through a fixed buffer, so its peak
//! memory stays a few MiB (the judge allows 32) instead of growing with the line.

use std::io::Write;
use std::os::unix::process::ExitStatusExt;
use std::process::{Command, ExitStatus, Stdio};

/// Heaps on the one line; each is 2^31 − 1 padded with spaces to 100 bytes.
const HEAPS: usize = 1_000_000;

/// Waits for `pid` and returns its exit status and peak resident memory in KiB.
fn wait_with_peak_memory(pid: u32) -> (ExitStatus, i64) {
    let mut status = 0;
    // SAFETY: rusage is plain data that wait4 fills in; pid is our own unreaped child.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let waited = unsafe { libc::wait4(pid as libc::pid_t, &mut status, 0, &mut usage) };
    assert_eq!(waited, pid as libc::pid_t, "wait4 failed");
    (ExitStatus::from_raw(status), usage.ru_maxrss)
}

#[test]
fn a_100_megabyte_line_is_streamed_in_bounded_memory() {
    // Reaped by `wait4` below, which, unlike `Child::wait`, also reports the peak memory.
    #[allow(clippy::zombie_processes)]
    let mut child = Command::new(env!("CARGO_BIN_EXE_hdu-3032"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let mut stdin = child.stdin.take().expect("piped");
    // Written in blocks from another thread, so the test holds only one block at a time.
    let writer = std::thread::spawn(move || {
        let block = format!("{:<100}", 2_147_483_647u32).repeat(1000);
        stdin.write_all(format!("1\n{HEAPS}\n").as_bytes())?;
        for _ in 0..HEAPS / 1000 {
            stdin.write_all(block.as_bytes())?;
        }
        Ok::<_, std::io::Error>(())
    });
    let mut stdout = child.stdout.take().expect("piped");
    let reader = std::thread::spawn(move || {
        let mut text = String::new();
        std::io::Read::read_to_string(&mut stdout, &mut text).map(|_| text)
    });
    writer
        .join()
        .unwrap()
        .expect("the binary reads its whole input");
    let (status, peak_kib) = wait_with_peak_memory(child.id());
    let output = reader.join().unwrap().expect("text output");
    assert!(status.success(), "{status:?}");
    // An even number of equal heaps: their values cancel, so Bob wins.
    assert_eq!(output, "Bob\n");
    assert!(
        peak_kib < 16 * 1024,
        "peak memory {peak_kib} KiB on a 100 MB line; the input should be streamed"
    );
}
