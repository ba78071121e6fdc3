"""The host's TLS certificate: self-signed, made on first use, kept in the app's data folder.

A joiner does not trust any authority: the join code carries the certificate's SHA-256 fingerprint, and
the joiner talks only to a host whose certificate has that fingerprint. The private key is written
readable by its owner only.
"""

from __future__ import annotations

import datetime
import hashlib
import os
import ssl
from pathlib import Path

from legendary_desktop.persistence.paths import data_dir

CERT = "host-certificate.pem"
KEY = "host-key.pem"


def folder() -> Path:
    return data_dir() / "online"


def fingerprint(der: bytes) -> str:
    """The SHA-256 of a certificate (DER bytes), as lower-case hex."""
    return hashlib.sha256(der).hexdigest()


def ensure(where: Path | None = None) -> tuple[Path, Path, str]:
    """The certificate and key files (made if missing) and the certificate's fingerprint."""
    where = where or folder()
    cert, key = where / CERT, where / KEY
    if not (cert.exists() and key.exists()):
        _make(cert, key)
    der = ssl.PEM_cert_to_DER_cert(cert.read_text())
    return cert, key, fingerprint(der)


def _make(cert: Path, key: Path) -> None:
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    cert.parent.mkdir(parents=True, exist_ok=True)
    private = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "Legendary Desktop host")])
    now = datetime.datetime.now(datetime.UTC)
    built = (x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(private.public_key())
             .serial_number(x509.random_serial_number())
             .not_valid_before(now - datetime.timedelta(days=1))
             .not_valid_after(now + datetime.timedelta(days=3650))
             .sign(private, hashes.SHA256()))
    key_bytes = private.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                      serialization.NoEncryption())
    tmp = key.with_suffix(".tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "wb") as f:
        f.write(key_bytes)
    os.replace(tmp, key)
    tmp = cert.with_suffix(".tmp")
    tmp.write_bytes(built.public_bytes(serialization.Encoding.PEM))
    os.replace(tmp, cert)


def server_context(cert: Path, key: Path) -> ssl.SSLContext:
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    ctx.minimum_version = ssl.TLSVersion.TLSv1_2
    ctx.load_cert_chain(cert, key)
    return ctx


def client_context() -> ssl.SSLContext:
    """No authority is trusted: the fingerprint from the join code is checked after the handshake."""
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    ctx.minimum_version = ssl.TLSVersion.TLSv1_2
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    return ctx
