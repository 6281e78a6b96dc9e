//! Literals that look like code to a careless reader: raw strings with quotes and `//`, `/*`,
//! braces and `#[cfg(test)]` inside, and character literals of quotes and brackets.

use proconio::input;
use proconio::marker::Chars;

const BANNER: &str = r#"a "quoted" // not a comment /* nor this */ {"#;
const ATTRIBUTE: &str = "#[cfg(test)] mod tests { }";

fn count(s: &[char]) -> [usize; 4] {
    let mut counts = [0; 4];
    for &c in s {
        match c {
            '"' => counts[0] += 1,
            '\'' => counts[1] += 1,
            '{' | '}' => counts[2] += 1,
            '\\' => counts[3] += 1,
            _ => {}
        }
    }
    counts
}

fn main() {
    input! { s: Chars }
    println!("{:?}", count(&s));
    println!("{}", BANNER.len() + ATTRIBUTE.len());
    let bytes = b'}';
    let lifetime_like = '\u{7b}';
    println!("{} {}", bytes, lifetime_like);
    println!(r"{}\n", r##"#"#"##);
}
