/**
 * The certificate's short explanation of how anyone can check it without trusting MedLink's page,
 * in the words of the server's decision record (docs/decisions/008-custody-ledger.md).
 */
export function HowToVerify() {
  return (
    <section aria-labelledby="how-to-verify" className="space-y-2 text-sm text-slate-700 break-inside-avoid">
      <h2 id="how-to-verify" className="text-base font-semibold text-slate-900">
        How to verify
      </h2>
      <p>
        Anyone can check this certificate with a SHA-256 tool: the entries and the rule below are enough; no
        MedLink code or key is involved. Each entry&apos;s hash is the hexadecimal SHA-256 of its canonical
        JSON <code>{'{ orderId, seq, kind, at, actor, position, content, prevHash }'}</code>, with object keys
        sorted at every level and no whitespace (shown under &quot;Hashed text&quot;; for example{' '}
        <code>printf &apos;%s&apos; &apos;&lt;text&gt;&apos; | sha256sum</code>). The first entry&apos;s{' '}
        <code>prevHash</code> is 64 zeros, and every later <code>prevHash</code> is the hash of the entry
        before it. A signature is committed to by the SHA-256 of its image, recorded in the entry&apos;s
        content.
      </p>
      <p>
        Changing, removing or reordering any entry breaks the chain from that entry on. The final hash stands
        for the whole record: keep it in your own records, and compare it with any later copy.
      </p>
    </section>
  );
}
