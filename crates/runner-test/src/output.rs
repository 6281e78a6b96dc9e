//! Files the user names for the runner to write (`--json`, `--junit`, `gen --out`, `table
//! --svg`): a new file, or one the runner wrote before, which it may replace; never another
//! file, unless `--force` says so. A path such as `Cargo.toml` given by mistake is refused, not
//! overwritten.

use std::fs;
use std::io::Read as _;
use std::path::Path;

/// How the runner's own files begin, to tell them from the user's.
#[derive(Clone, Copy)]
pub enum Kind {
    /// `test --json`: one JSON object a line, each naming its case and problem.
    JsonRecord,
    /// `test --junit`.
    Junit,
    /// Anything else (a generated input, a picture): only a new file, or `--force`.
    Other,
}

impl Kind {
    fn is_ours(self, head: &[u8]) -> bool {
        match self {
            Kind::JsonRecord => {
                let first = head.split(|&b| b == b'\n').next().unwrap_or_default();
                let has = |key: &[u8]| first.windows(key.len()).any(|w| w == key);
                head.is_empty()
                    || (first.starts_with(b"{") && has(b"\"case\":") && has(b"\"problem\":"))
            }
            Kind::Junit => {
                head.starts_with(b"<?xml")
                    && head
                        .windows(27)
                        .any(|w| w == b"<testsuites name=\"runner te")
            }
            Kind::Other => false,
        }
    }
}

/// `Ok` when `path` may be written: it does not exist, or holds a file of this kind the runner
/// wrote, or `force`. The error is one sentence naming the fix.
pub fn may_write(path: &Path, kind: Kind, force: bool, option: &str) -> Result<(), String> {
    if force {
        return Ok(());
    }
    let Ok(mut file) = fs::File::open(path) else {
        // Absent, or unreadable: writing it says why, if it fails.
        return Ok(());
    };
    let mut head = Vec::new();
    // Enough for the first record or element, however long its message.
    let _ = file.by_ref().take(64 << 10).read_to_end(&mut head);
    if path.is_file() && kind.is_ours(&head) {
        return Ok(());
    }
    Err(format!(
        "{option} {}: the file exists and the runner did not write it; pick a new name, or add \
         --force to overwrite it",
        path.display()
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_runners_own_files_are_replaced() {
        let dir = std::env::temp_dir().join(format!("runner-output-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let manifest = dir.join("Cargo.toml");
        fs::write(&manifest, "[package]\n").unwrap();
        let junit = dir.join("report.xml");
        fs::write(&junit, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"runner test\" tests=\"1\">").unwrap();
        let json = dir.join("run.json");
        fs::write(&json, "{\"case\":\"sample-1\",\"problem\":\"hdu-1846\"}\n").unwrap();

        assert!(may_write(&dir.join("new.xml"), Kind::Junit, false, "--junit").is_ok());
        assert!(may_write(&junit, Kind::Junit, false, "--junit").is_ok());
        assert!(may_write(&json, Kind::JsonRecord, false, "--json").is_ok());
        for kind in [Kind::Junit, Kind::JsonRecord, Kind::Other] {
            let error = may_write(&manifest, kind, false, "--out").unwrap_err();
            assert!(error.contains("--force"), "{error}");
            assert!(may_write(&manifest, kind, true, "--out").is_ok());
        }
        assert!(may_write(&json, Kind::Junit, false, "--junit").is_err());
        let _ = fs::remove_dir_all(&dir);
    }
}
