//! A problem's facts, `[package.metadata.problem]` in its crate's `Cargo.toml`, read into a typed
//! struct as cargo-compete reads its metadata: a key we do not know is reported (a misspelt
//! `time-limit` would otherwise leave the limit unset without a word), not ignored.

use std::collections::BTreeMap;
use std::num::NonZeroU64;
use std::time::Duration;

use serde::Deserialize;

use crate::compare::Compare;

/// `[package.metadata.problem]`.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub struct Metadata {
    pub judge: Option<String>,
    pub id: Option<String>,
    pub title: Option<String>,
    pub url: Option<String>,
    pub time_limit_ms: NonZeroU64,
    pub memory_limit_mib: Option<NonZeroU64>,
    /// `exact` when absent.
    #[serde(default)]
    pub compare: Compare,
    /// The game and its rule in words: documentation, which no tool needs.
    pub game: Option<String>,
    pub rule: Option<String>,
    /// Keys this struct does not know, reported by [`Manifest::warnings`].
    #[serde(flatten)]
    unknown: BTreeMap<String, toml::Value>,
}

impl Metadata {
    pub fn time_limit(&self) -> Duration {
        Duration::from_millis(self.time_limit_ms.get())
    }

    pub fn memory_limit_mib(&self) -> Option<u64> {
        self.memory_limit_mib.map(NonZeroU64::get)
    }
}

/// What the runner reads of a problem crate's `Cargo.toml`.
#[derive(Clone, Debug)]
pub struct Manifest {
    /// The package (and binary) name.
    pub package: String,
    pub problem: Metadata,
}

#[derive(Deserialize)]
struct CargoToml {
    package: Package,
}

#[derive(Deserialize)]
struct Package {
    name: String,
    metadata: Option<PackageMetadata>,
}

#[derive(Deserialize)]
struct PackageMetadata {
    problem: Option<Metadata>,
}

const KEYS: &str = "judge, id, title, url, time-limit-ms, memory-limit-mib, compare, game and rule";

impl Manifest {
    /// Reads a problem crate's `Cargo.toml`; the error says what to fix.
    pub fn parse(text: &str) -> Result<Manifest, String> {
        let doc: CargoToml = toml::from_str(text).map_err(|e| {
            // toml's message spans lines (it quotes the source); one line is enough here.
            let message = e.message().to_string();
            match e.span() {
                Some(span) => format!("line {}: {message}", line_of(text, span.start)),
                None => message,
            }
        })?;
        let problem = doc
            .package
            .metadata
            .and_then(|m| m.problem)
            .ok_or_else(|| {
                format!(
                    "no [package.metadata.problem] table: add one with {KEYS} (see another \
                 problem's Cargo.toml)"
                )
            })?;
        Ok(Manifest {
            package: doc.package.name,
            problem,
        })
    }

    /// One sentence per key of `[package.metadata.problem]` that no tool reads.
    pub fn warnings(&self) -> Vec<String> {
        self.problem
            .unknown
            .keys()
            .map(|key| {
                format!(
                    "[package.metadata.problem] has an unknown key `{key}`, which is ignored \
                     (the keys are {KEYS})"
                )
            })
            .collect()
    }
}

fn line_of(text: &str, byte: usize) -> usize {
    1 + text.as_bytes()[..byte.min(text.len())]
        .iter()
        .filter(|&&b| b == b'\n')
        .count()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compare::Mode;

    const MANIFEST: &str = r#"
[package]
name = "hdu-1846"
version = "0.1.0"
edition.workspace = true

[package.metadata.problem]
judge = "HDU"
id = "1846"
title = "Brave Game"
url = "https://acm.hdu.edu.cn/showproblem.php?pid=1846"
time-limit-ms = 1000
memory-limit-mib = 32
compare = "lines"
game = "Bash game"
rule = "the first player loses iff n is a multiple of m + 1"
"#;

    #[test]
    fn reads_the_problem_metadata() {
        let m = Manifest::parse(MANIFEST).unwrap();
        assert_eq!(m.package, "hdu-1846");
        assert_eq!(m.problem.time_limit(), Duration::from_secs(1));
        assert_eq!(m.problem.memory_limit_mib(), Some(32));
        assert_eq!(m.problem.compare, Compare::Text(Mode::Lines));
        assert!(m.problem.url.as_deref().unwrap().contains("1846"));
        assert!(m.warnings().is_empty());
    }

    #[test]
    fn compare_defaults_to_exact() {
        let m = Manifest::parse(&MANIFEST.replace("compare = \"lines\"\n", "")).unwrap();
        assert_eq!(m.problem.compare, Compare::Text(Mode::Exact));
    }

    #[test]
    fn an_unknown_key_is_reported_not_ignored() {
        let misspelt = MANIFEST.replace(
            "time-limit-ms = 1000",
            "time-limit-ms = 1000\ntime-limit = 2000",
        );
        let warnings = Manifest::parse(&misspelt).unwrap().warnings();
        assert_eq!(warnings.len(), 1);
        assert!(warnings[0].contains("`time-limit`"), "{warnings:?}");
    }

    #[test]
    fn bad_metadata_says_what_to_fix() {
        let no_table = "[package]\nname = \"x\"\n";
        assert!(Manifest::parse(no_table)
            .unwrap_err()
            .contains("[package.metadata.problem]"));
        let bad_mode = MANIFEST.replace("\"lines\"", "\"fuzzy\"");
        let err = Manifest::parse(&bad_mode).unwrap_err();
        assert!(err.contains("fuzzy") && err.contains("tokens"), "{err}");
        let no_limit = MANIFEST.replace("time-limit-ms = 1000\n", "");
        let err = Manifest::parse(&no_limit).unwrap_err();
        assert!(err.contains("time-limit-ms"), "{err}");
        for bad in ["= \"1s\"", "= 0", "= -5"] {
            let err = Manifest::parse(&MANIFEST.replace("= 1000", bad)).unwrap_err();
            assert!(err.starts_with("line 12:"), "{bad}: {err}");
            assert!(!err.contains('\n'), "{err}");
        }
    }
}
