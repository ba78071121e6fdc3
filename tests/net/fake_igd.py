"""A small fake home router for the tests: an SSDP responder (UDP on loopback) and a UPnP-IGD SOAP endpoint
(http.server) with AddPortMapping, DeletePortMapping and GetExternalIPAddress. It keeps the mappings it
was asked for; `refuse` makes AddPortMapping answer with a SOAP fault;
`permanent_only` refuses a mapping with a lease."""

from __future__ import annotations

import re
import socket
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

WAN = "urn:schemas-upnp-org:service:WANIPConnection:1"
EXTERNAL = "203.0.113.9"  # TEST-NET-3: the router's "internet address"

DESCRIPTION = """<?xml version="1.0"?>
<root xmlns="urn:schemas-upnp-org:device-1-0">
<specVersion><major>1</major><minor>0</minor></specVersion>
<device>
<deviceType>urn:schemas-upnp-org:device:InternetGatewayDevice:1</deviceType>
<friendlyName>Fake router</friendlyName><manufacturer>tests</manufacturer><modelName>fake</modelName>
<UDN>uuid:fake-igd-1</UDN>
<deviceList><device>
<deviceType>urn:schemas-upnp-org:device:WANDevice:1</deviceType>
<friendlyName>WAN</friendlyName><manufacturer>tests</manufacturer><modelName>fake</modelName>
<UDN>uuid:fake-igd-2</UDN>
<deviceList><device>
<deviceType>urn:schemas-upnp-org:device:WANConnectionDevice:1</deviceType>
<friendlyName>WAN connection</friendlyName><manufacturer>tests</manufacturer><modelName>fake</modelName>
<UDN>uuid:fake-igd-3</UDN>
<serviceList><service>
<serviceType>urn:schemas-upnp-org:service:WANIPConnection:1</serviceType>
<serviceId>urn:upnp-org:serviceId:WANIPConn1</serviceId>
<SCPDURL>/scpd.xml</SCPDURL><controlURL>/control</controlURL><eventSubURL>/events</eventSubURL>
</service></serviceList>
</device></deviceList>
</device></deviceList>
</device>
</root>"""


def _argument(name: str, direction: str, variable: str) -> str:
    return (f"<argument><name>{name}</name><direction>{direction}</direction>"
            f"<relatedStateVariable>{variable}</relatedStateVariable></argument>")


_ADD = [("NewRemoteHost", "RemoteHost"), ("NewExternalPort", "ExternalPort"), ("NewProtocol", "PortMappingProtocol"),
        ("NewInternalPort", "InternalPort"), ("NewInternalClient", "InternalClient"),
        ("NewEnabled", "PortMappingEnabled"), ("NewPortMappingDescription", "PortMappingDescription"),
        ("NewLeaseDuration", "PortMappingLeaseDuration")]
_VARIABLES = [("RemoteHost", "string"), ("ExternalPort", "ui2"), ("PortMappingProtocol", "string"),
              ("InternalPort", "ui2"), ("InternalClient", "string"), ("PortMappingEnabled", "boolean"),
              ("PortMappingDescription", "string"), ("PortMappingLeaseDuration", "ui4"),
              ("ExternalIPAddress", "string")]
SCPD = ("<?xml version=\"1.0\"?><scpd xmlns=\"urn:schemas-upnp-org:service-1-0\">"
        "<specVersion><major>1</major><minor>0</minor></specVersion><actionList>"
        "<action><name>AddPortMapping</name><argumentList>"
        + "".join(_argument(n, "in", v) for n, v in _ADD) + "</argumentList></action>"
        "<action><name>DeletePortMapping</name><argumentList>"
        + "".join(_argument(n, "in", v) for n, v in _ADD[:3]) + "</argumentList></action>"
        "<action><name>GetExternalIPAddress</name><argumentList>"
        + _argument("NewExternalIPAddress", "out", "ExternalIPAddress") + "</argumentList></action>"
        "</actionList><serviceStateTable>"
        + "".join(f"<stateVariable sendEvents=\"no\"><name>{n}</name><dataType>{t}</dataType></stateVariable>"
                  for n, t in _VARIABLES)
        + "</serviceStateTable></scpd>")


def _envelope(body: str) -> str:
    return ("<?xml version=\"1.0\"?><s:Envelope xmlns:s=\"http://schemas.xmlsoap.org/soap/envelope/\" "
            "s:encodingStyle=\"http://schemas.xmlsoap.org/soap/encoding/\"><s:Body>" + body + "</s:Body></s:Envelope>")


def _fault(code: int, text: str) -> str:
    return _envelope("<s:Fault><faultcode>s:Client</faultcode><faultstring>UPnPError</faultstring><detail>"
                     "<UPnPError xmlns=\"urn:schemas-upnp-org:control-1-0\">"
                     f"<errorCode>{code}</errorCode><errorDescription>{text}</errorDescription>"
                     "</UPnPError></detail></s:Fault>")


class FakeRouter:
    def __init__(self) -> None:
        self.mappings: dict[tuple[int, str], dict[str, str]] = {}
        self.calls: list[str] = []
        self.refuse: tuple[int, str] | None = None  # AddPortMapping's SOAP fault (code, text)
        self.searches = 0
        self.permanent_only = False  # refuses a mapping with a lease (UPnP error 725)
        router = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

            def _send(self, status: int, text: str) -> None:
                data = text.encode()
                self.send_response(status)
                self.send_header("Content-Type", "text/xml; charset=\"utf-8\"")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def do_GET(self) -> None:  # noqa: N802 (http.server's name)
                if self.path == "/description.xml":
                    self._send(200, DESCRIPTION)
                elif self.path == "/scpd.xml":
                    self._send(200, SCPD)
                else:
                    self._send(404, "")

            def do_POST(self) -> None:  # noqa: N802
                body = self.rfile.read(int(self.headers.get("Content-Length", "0"))).decode()
                action = self.headers.get("SOAPAction", "").strip('"').split("#")[-1]
                args = dict(re.findall(r"<(New\w+)>([^<]*)</New\w+>", body))
                router.calls.append(action)
                key = (int(args.get("NewExternalPort", "0") or 0), args.get("NewProtocol", ""))
                if action == "AddPortMapping":
                    if router.refuse is not None:
                        self._send(500, _fault(*router.refuse))
                        return
                    if router.permanent_only and args.get("NewLeaseDuration", "0") != "0":
                        self._send(500, _fault(725, "OnlyPermanentLeasesSupported"))
                        return
                    router.mappings[key] = args
                elif action == "DeletePortMapping":
                    if router.mappings.pop(key, None) is None:
                        self._send(500, _fault(714, "NoSuchEntryInArray"))
                        return
                elif action == "GetExternalIPAddress":
                    self._send(200, _envelope(f"<u:GetExternalIPAddressResponse xmlns:u=\"{WAN}\">"
                                              f"<NewExternalIPAddress>{EXTERNAL}</NewExternalIPAddress>"
                                              "</u:GetExternalIPAddressResponse>"))
                    return
                else:
                    self._send(500, _fault(401, "Invalid Action"))
                    return
                self._send(200, _envelope(f"<u:{action}Response xmlns:u=\"{WAN}\"></u:{action}Response>"))

        self.http = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.location = f"http://127.0.0.1:{self.http.server_address[1]}/description.xml"
        self.udp = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self.udp.bind(("127.0.0.1", 0))
        self.ssdp = self.udp.getsockname()
        self._threads = [threading.Thread(target=self.http.serve_forever, daemon=True),
                         threading.Thread(target=self._answer_searches, daemon=True)]
        for t in self._threads:
            t.start()

    def _answer_searches(self) -> None:
        while True:
            try:
                data, peer = self.udp.recvfrom(4096)
            except OSError:
                return
            if not data.startswith(b"M-SEARCH"):
                continue
            self.searches += 1
            reply = ("HTTP/1.1 200 OK\r\nCACHE-CONTROL: max-age=120\r\n"
                     "ST: urn:schemas-upnp-org:device:InternetGatewayDevice:1\r\n"
                     "USN: uuid:fake-igd-1::urn:schemas-upnp-org:device:InternetGatewayDevice:1\r\n"
                     f"EXT:\r\nSERVER: tests UPnP/1.0 fake/1\r\nLOCATION: {self.location}\r\n\r\n")
            self.udp.sendto(reply.encode(), peer)

    def close(self) -> None:
        self.http.shutdown()
        self.http.server_close()
        self.udp.close()
