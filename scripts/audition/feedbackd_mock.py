"""A python-dbusmock template standing in for feedbackd's haptic interface.

It offers exactly org.sigxcpu.Feedback.Haptic.Vibrate(s app_id, a(du) pattern) -> b at
/org/sigxcpu/Feedback on the session bus, as feedbackd 0.6.0 and later do. The answer is the
`answer` parameter (default true), so a test can have feedbackd refuse.

Usage: python3 -m dbusmock --session -t scripts/audition/feedbackd_mock.py -l LOG [-p JSON]
"""

BUS_NAME = "org.sigxcpu.Feedback"
MAIN_OBJ = "/org/sigxcpu/Feedback"
MAIN_IFACE = "org.sigxcpu.Feedback.Haptic"
SYSTEM_BUS = False


def load(mock, parameters):
    answer = "True" if parameters.get("answer", True) else "False"
    mock.AddMethod(MAIN_IFACE, "Vibrate", "sa(du)", "b", "ret = " + answer)
