//! A program's peak memory is its own, whatever the size of the process that starts it: this
//! test process holds 256 MiB, resident, as a proof's test process holding a large memo does,
//! and the runner holding large testcases. A child forked (or vforked) from it would start its
//! `ru_maxrss` at that size.

use judge_run::process::{run, Limits};
use std::process::Command;
use std::time::Duration;

const HELD_MIB: usize = 256;

/// `HELD_MIB` MiB, every page written, so resident.
fn hold() -> Vec<u8> {
    let held = vec![1u8; HELD_MIB << 20];
    let touched: u64 = held.iter().step_by(4096).map(|&b| u64::from(b)).sum();
    assert_eq!(touched, (HELD_MIB << 20) as u64 / 4096);
    held
}

fn limits() -> Limits {
    Limits {
        // Generous: these runs take milliseconds; only a stuck machine comes near.
        time: Some(Duration::from_secs(60)),
        memory_kib: Some(32 << 10),
        ..Limits::default()
    }
}

/// `dd` with an 8 MiB buffer, filled once from /dev/zero: about 9 MiB with its libraries, over
/// in a few milliseconds, so the samples taken while it runs may miss its peak; the exit's
/// measure must hold it.
fn touching_8_mib() -> Command {
    let mut dd = Command::new("dd");
    dd.args(["if=/dev/zero", "of=/dev/null", "bs=8M", "count=1"]);
    dd
}

#[test]
fn a_program_started_by_a_large_caller_is_measured_at_its_own_size() {
    let held = hold();
    // About 1 MiB (`true`), and about 9 MiB (`dd`), a few times over (each start forks this
    // large process, which costs a tenth of a second here): a measure that missed the
    // program's peak, or took in the caller's 256 MiB, would show in one of them.
    let tiny: Vec<u64> = (0..10)
        .map(|_| run(Command::new("true"), b"", &limits()).unwrap())
        .map(|out| {
            assert!(out.success(), "{:?}", out.termination);
            out.peak_rss_kib
        })
        .collect();
    let eight: Vec<u64> = (0..10)
        .map(|_| run(touching_8_mib(), b"", &limits()).unwrap())
        .map(|out| {
            assert!(out.success(), "{:?}", out.termination);
            out.peak_rss_kib
        })
        .collect();
    std::hint::black_box(&held);
    drop(held);
    assert!(
        tiny.iter().all(|&kib| kib > 0 && kib < 4 << 10),
        "`true`, in KiB: {tiny:?}"
    );
    assert!(
        eight.iter().all(|&kib| (8 << 10..16 << 10).contains(&kib)),
        "`dd bs=8M`, in KiB: {eight:?}"
    );
}
